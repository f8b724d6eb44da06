// Moved to the domain with the endpoint contracts; kept here until every route is served from one.
export { idParams } from '@panel/domain/http/id-params';
