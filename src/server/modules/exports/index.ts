export { exportsModule } from './module';
export { csvLine, euros, UTF8_BOM, type Cell } from './csv';
