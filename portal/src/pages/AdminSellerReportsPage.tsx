import { SellerReportExport } from '@expertbridge/ui-kit';

export default SellerReportExport;
