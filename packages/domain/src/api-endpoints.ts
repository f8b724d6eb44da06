import type { EndpointContract } from './http/endpoint';
import { bankEndpoints } from './banks/bank-endpoints';
import { gatewayEndpoints } from './bot-gateway/gateway-endpoints';
import { notificationEndpoints } from './notifications/notification-endpoints';
import { receiptEndpoints } from './receipts/receipt-endpoints';

/**
 * Every feature's endpoint contracts (docs/api-contracts.md). The server's coverage test checks that
 * each registered API route is one of these and each of these is registered; the role matrix and
 * the OpenAPI checks walk this list.
 */
export const API_ENDPOINTS = {
  banks: bankEndpoints,
  botGateway: gatewayEndpoints,
  notifications: notificationEndpoints,
  receipts: receiptEndpoints,
} as const;

export const allEndpoints: readonly EndpointContract[] = Object.values(API_ENDPOINTS).flatMap(
  (feature) => Object.values(feature) as EndpointContract[],
);
