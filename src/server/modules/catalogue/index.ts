export { catalogueModule } from './module';
export { catalogueAtStart, type CatalogueParts } from './module';
