export { SellerReportExport, type SellerReportExportProps } from './SellerReportExport.js';
