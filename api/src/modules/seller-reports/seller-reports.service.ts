// The seller reports: what the ATO's and IRD's platform reporting rules ask about each seller (an expert) for a
// period, from the ledger's figures and the seller's tax details; and each expert's own annual summary, the copy
// IRD's rules give every seller.
import type { components } from '@expertbridge/sdk';
import { AppError } from '../../platform/errors.js';
import { renderAnnualSummaryPdf } from './annual-summary-pdf.js';
import { sellerReportCsv } from './seller-report-csv.js';
import { currentReportYear, periodInstants, yearPeriod } from './seller-report-period.js';
import {
  regimeOf,
  sellerCountry,
  sellerIdentityOf,
  toSellerReportRow,
  totalsOf,
} from './seller-report-view.js';
import type {
  AnnualSummaryFormat,
  SellerReportQuery,
  SellerReportRegime,
} from './seller-reports.schemas.js';
import type { SellerReportsRepository } from './seller-reports.repository.js';

export type SellerReport = components['schemas']['SellerReport'];

/** A file for download: its bytes or text, its media type and its name. */
export interface ReportFile {
  body: string | Buffer;
  contentType: string;
  filename: string;
}

const CSV_TYPE = 'text/csv; charset=utf-8; header=present';

export function createSellerReportsService(deps: {
  repository: SellerReportsRepository;
  now?: () => Date;
}) {
  const { repository } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Every row of the period, with the regime each seller falls under. */
  async function rowsOf(period: { from: string; to: string }, expertId?: string) {
    const figures = await repository.sellerFigures(
      periodInstants(period.from, period.to),
      expertId,
    );
    const tax = await repository.taxDetails(figures.map((row) => row.expertId));
    return figures.map((row) => {
      const details = tax.get(row.expertId);
      return {
        regime: regimeOf(sellerCountry(row, details)),
        row: toSellerReportRow(row, details),
      };
    });
  }

  async function report(query: SellerReportQuery): Promise<SellerReport> {
    const rows = (await rowsOf(query))
      .filter(({ regime }) => regime === query.regime)
      .map(({ row }) => row);
    return { regime: query.regime, from: query.from, to: query.to, rows, totals: totalsOf(rows) };
  }

  return {
    /** The regime's report for the period as JSON, for the admins' preview. */
    report,

    /** The same report as the CSV file an admin submits from. */
    async reportCsv(query: SellerReportQuery): Promise<ReportFile> {
      const { regime, from, to, rows } = await report(query);
      return {
        body: sellerReportCsv(rows.map((row) => ({ regime, from, to, row }))),
        contentType: CSV_TYPE,
        filename: `seller-report-${regime}-${from}-${to}.csv`,
      };
    },

    /** The year it is in New Zealand: the last year an annual summary can be asked for. */
    currentYear(): number {
      return currentReportYear(clock());
    },

    /** The signed-in user's own figures for a calendar year, as CSV or PDF; 404 without an expert profile. */
    async annualSummary(
      userId: string,
      year: number,
      format: AnnualSummaryFormat,
    ): Promise<ReportFile> {
      const expert = await repository.findExpertOfUser(userId);
      if (!expert) {
        throw AppError.notFound('You do not have an expert profile yet', 'expert_profile_not_found');
      }
      const period = yearPeriod(year);
      const reported = await rowsOf(period, expert.id);
      if (format === 'csv') {
        return {
          body: sellerReportCsv(reported.map(({ regime, row }) => ({ ...period, regime, row }))),
          contentType: CSV_TYPE,
          filename: `annual-summary-${year}.csv`,
        };
      }
      const seller = sellerIdentityOf(await repository.findSeller(expert.id));
      const regime: SellerReportRegime = regimeOf(seller.country);
      return {
        body: await renderAnnualSummaryPdf({
          year,
          regime,
          seller,
          rows: reported.map(({ row }) => row),
          generatedAt: clock(),
        }),
        contentType: 'application/pdf',
        filename: `annual-summary-${year}.pdf`,
      };
    },
  };
}

export type SellerReportsService = ReturnType<typeof createSellerReportsService>;
