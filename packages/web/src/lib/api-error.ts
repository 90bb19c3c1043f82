// The supplier's failures, as the kit throws them; also the package's './api-error', with which
// the contract tests tell a refusal from a network failure.
export { ApiError, unwrap } from '@garage/app-kit';
