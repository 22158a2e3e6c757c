export { hashPassword, verifyPassword } from './passwords';
export { assertPasswordPolicy } from './auth-service';
export { accountsModule } from './module';
