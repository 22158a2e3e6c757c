export { csvLine, euros, localDateTime, UTF8_BOM, type Cell } from './csv';
