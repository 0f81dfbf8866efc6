export {
  AnnualSummaryDownload,
  annualSummaryUrl,
  type AnnualSummaryDownloadProps,
} from './AnnualSummaryDownload.js';
