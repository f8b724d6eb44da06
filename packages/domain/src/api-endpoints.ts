import type { EndpointContract } from './http/endpoint';
import { audienceEndpoints } from './audiences/audience-endpoints';
import { auditEndpoints } from './audit/audit-endpoints';
import { authEndpoints } from './auth/auth-endpoints';
import { bankAccountEndpoints } from './bank-accounts/bank-account-endpoints';
import { bankEndpoints } from './banks/bank-endpoints';
import { evidenceEndpoints } from './evidence/evidence-endpoints';
import { gatewayEndpoints } from './bot-gateway/gateway-endpoints';
import { botEndpoints } from './bots/bot-endpoints';
import { dashboardEndpoints } from './dashboard/dashboard-endpoints';
import { ignoredNumberEndpoints } from './ignored-numbers/ignored-number-endpoints';
import { iresponseEndpoints } from './iresponses/iresponse-endpoints';
import { islandEndpoints } from './islands/island-endpoints';
import { notificationEndpoints } from './notifications/notification-endpoints';
import { operationEndpoints } from './operations/operation-endpoints';
import { capacityEndpoints } from './operations/capacity-endpoints';
import { platformWebhookEndpoints } from './players/platform-webhook-endpoints';
import { playerEndpoints } from './players/player-endpoints';
import { queueEndpoints } from './checker/queue-endpoints';
import { readingEndpoints } from './receipt-reading/reading-endpoints';
import { receiptEndpoints } from './checker/receipt-endpoints';
import { supervisionEndpoints } from './supervision/supervision-endpoints';
import { twoFactorEndpoints } from './two-factor/two-factor-endpoints';
import { userEndpoints } from './users/user-endpoints';
import { downloadEndpoints } from './downloads/download-endpoints';
import { gatewayWithdrawalEndpoints, withdrawalEndpoints } from './withdrawals/withdrawal-endpoints';
import { playerMessageEndpoints } from './player-messages/player-message-endpoints';

/**
 * Every feature's endpoint contracts (docs/api-contracts.md). The server's coverage test checks that
 * each registered API route is one of these and each of these is registered; the role matrix and
 * the OpenAPI checks walk this list.
 */
export const API_ENDPOINTS = {
  operations: operationEndpoints,
  capacity: capacityEndpoints,
  auth: authEndpoints,
  twoFactor: twoFactorEndpoints,
  users: userEndpoints,
  bots: botEndpoints,
  banks: bankEndpoints,
  bankAccounts: bankAccountEndpoints,
  iresponses: iresponseEndpoints,
  dashboard: dashboardEndpoints,
  audiences: audienceEndpoints,
  botGateway: gatewayEndpoints,
  notifications: notificationEndpoints,
  receipts: receiptEndpoints,
  queue: queueEndpoints,
  evidence: evidenceEndpoints,
  receiptReading: readingEndpoints,
  islands: islandEndpoints,
  players: playerEndpoints,
  ignoredNumbers: ignoredNumberEndpoints,
  ledger: platformWebhookEndpoints,
  audit: auditEndpoints,
  supervision: supervisionEndpoints,
  downloads: downloadEndpoints,
  withdrawals: withdrawalEndpoints,
  gatewayWithdrawals: gatewayWithdrawalEndpoints,
  playerMessages: playerMessageEndpoints,
} as const;

export const allEndpoints: readonly EndpointContract[] = Object.values(API_ENDPOINTS).flatMap(
  (feature) => Object.values(feature) as EndpointContract[],
);
