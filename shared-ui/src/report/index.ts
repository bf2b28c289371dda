export { REPORT_PAGE_SIZE, pageCount, clampPage, pageRows } from './paging';
export { sumCoins, isNegativeCoins } from './coins';
export { csvField, toCsv, downloadCsv } from './csv';
export { columnsToTable, type ReportColumn } from './report-columns';
export { Amount } from './amount';
export { Pager } from './pager';
export { ReportTable } from './report-table';
export { DateRange, isReportDate } from './date-range';
export { CsvButton } from './csv-button';
