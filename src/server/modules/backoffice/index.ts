export { OperatorRepository } from './repository';
export { backofficeModule } from './module';
