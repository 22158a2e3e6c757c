export { OperatorRepository } from './repository';
