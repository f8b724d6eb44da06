/**
 * Every entity of docs/features/README.md. Money is integer centavos (bigint, read as number: centavos stay far below
 * 2^53). Everything an island owns carries tenant_id so each query can be scoped to the caller's island.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ReceiptReading } from '@panel/domain/receipt-reading/receipt-reading';
import { CLAIM_LIMIT } from '@panel/domain/queue/queue-rules';
import { MOVEMENT_TYPES } from '@panel/domain/ledger/movements';
import { foldedText } from './folded-text';

const centavos = (name: string) => bigint(name, { mode: 'number' });
/** A moment, stored with its time zone. */
const instant = (name: string) => timestamp(name, { withTimezone: true });
/** The island the row belongs to: it goes when its island does. */
const islandId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => islands.id, { onDelete: 'cascade' });
/** The player the row belongs to: it goes when its player does. */
const playerId = () =>
  integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });
/** A player's own row of a per-player table: keyed by the player, gone with it. */
const playerKey = () => playerId().primaryKey();
/** A receipt's own row of a per-receipt table: keyed by the receipt, gone with it. */
const receiptKey = () =>
  integer('receipt_id')
    .primaryKey()
    .references(() => receipts.id, { onDelete: 'cascade' });
const createdAt = () => instant('created_at').notNull().defaultNow();
const updatedAt = () => instant('updated_at').notNull().defaultNow();

export const islands = pgTable('islands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  url: varchar('url', { length: 500 }).notNull().default(''),
  prefix: varchar('prefix', { length: 20 }).notNull(),
  panelUserName: varchar('panel_user_name', { length: 100 }).notNull().default(''),
  /** Encrypted at rest (AES-256-GCM); never returned in lists. */
  panelUserPasswordEnc: text('panel_user_password_enc'),
  defaultClientPasswordEnc: text('default_client_password_enc'),
  chargeMin: centavos('charge_min').notNull().default(0),
  bonusPercent: integer('bonus_percent').notNull().default(0),
  withdrawMin: centavos('withdraw_min').notNull().default(0),
  opUsercreation: boolean('op_usercreation').notNull().default(true),
  opCharges: boolean('op_charges').notNull().default(true),
  opBalances: boolean('op_balances').notNull().default(true),
  opWithdraws: boolean('op_withdraws').notNull().default(true),
  opHelp: boolean('op_help').notNull().default(true),
  opInformation: boolean('op_information').notNull().default(true),
  opReferral: boolean('op_referral').notNull().default(true),
  /**
   * Team queue settings (docs/features/queue.md). Four eyes: an approval above `fourEyesAbove`, or
   * an edit that raises the amount above `fourEyesEditAbove`, waits for a second operator; null = off.
   */
  fourEyesAbove: centavos('four_eyes_above'),
  fourEyesEditAbove: centavos('four_eyes_edit_above'),
  /** Receipts one operator may hold at once (docs/features/queue.md 'Claims with limits'). */
  claimLimit: smallint('claim_limit').notNull().default(CLAIM_LIMIT.default),
  /** Approve alone a receipt with exactly one strong notice match (docs/features/evidence.md). */
  autoApprove: boolean('auto_approve').notNull().default(false),
  /** Minutes after which a receipt deferred as NOT_FOUND returns to the queue by itself; null = never. */
  deferredReturnMinutes: integer('deferred_return_minutes'),
  /**
   * Withdrawal requests (docs/features/withdrawals.md): the most per request and per business day, the
   * requests per day, the payout hours (minutes of the business day, from inclusive, to exclusive), the
   * amount above which a second person confirms, and whether a destination held by someone else than
   * the player is refused (else flagged). Null = no limit.
   */
  withdrawMaxPerRequest: centavos('withdraw_max_per_request'),
  withdrawMaxPerDay: centavos('withdraw_max_per_day'),
  withdrawRequestsPerDay: smallint('withdraw_requests_per_day'),
  withdrawHoursFrom: smallint('withdraw_hours_from'),
  withdrawHoursTo: smallint('withdraw_hours_to'),
  withdrawFourEyesAbove: centavos('withdraw_four_eyes_above'),
  withdrawRefuseForeignHolder: boolean('withdraw_refuse_foreign_holder').notNull().default(false),
  /** Staff of roles 1 and 2 must sign in with a TOTP code (docs/features/two-factor.md); off by default. */
  totpRequired: boolean('totp_required').notNull().default(false),
  /** The bot that answers this island's players (docs/features/bots.md: it cannot be deleted). */
  botId: integer('bot_id').references((): AnyPgColumn => bots.id, { onDelete: 'set null' }),
  /** Hash of the per-island key the bank-notification intake authenticates with. */
  intakeKeyHash: varchar('intake_key_hash', { length: 128 }),
  /** Hash of the per-island key the gaming platform's webhook (game debits and credits) sends. */
  platformKeyHash: varchar('platform_key_hash', { length: 128 }),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const panelUsers = pgTable(
  'panel_users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    /** `usernameKey(username)` from the domain: what sign-in and uniqueness compare (README). */
    usernameKey: text('username_key').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 255 }).notNull(),
    /**
     * Carried in every session token; a token with another number is refused. Raised by sign-out and
     * by a change of password, role, island or status, so older tokens stop at once (README).
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * TOTP second factor (docs/features/two-factor.md): the secret, sealed with SECRETS_KEY, once
     * confirmed; the one being enrolled until then; the last time step accepted (a code counts once);
     * SHA-256 of the unused recovery codes.
     */
    totpSecretEnc: text('totp_secret_enc'),
    totpPendingEnc: text('totp_pending_enc'),
    totpLastStep: integer('totp_last_step').notNull().default(0),
    totpRecoveryHashes: jsonb('totp_recovery_hashes').$type<string[]>().notNull().default([]),
    rol: smallint('rol').notNull().default(3),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => islands.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    /**
     * Set when the user is deleted: the row stays so every action keeps its author (docs/features/users.md),
     * but the user is gone from every list, sign-in and lookup, and the name is free for a new user.
     */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('panel_users_username_key_unique')
      .on(t.usernameKey)
      .where(sql`${t.deletedAt} is null`),
    index('panel_users_tenant_idx').on(t.tenantId),
    check('panel_users_rol_range', sql`${t.rol} between 1 and 5`),
  ],
);

/**
 * The names a user had before a rename, written by a trigger (migration 0020), so a search of the audit
 * by an earlier name finds the user's actions (docs/features/audit.md 'Who').
 */
export const panelUserNames = pgTable(
  'panel_user_names',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => panelUsers.id, { onDelete: 'cascade' }),
    /** `usernameKey` of the earlier name, as the search compares it. */
    usernameKey: text('username_key').notNull(),
    username: varchar('username', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.usernameKey] }),
    index('panel_user_names_key_idx').on(t.usernameKey),
  ],
);

export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    bankname: varchar('bankname', { length: 100 }).notNull(),
    transacBottomLimit: centavos('transac_bottom_limit').notNull(),
    transacTopLimit: centavos('transac_top_limit').notNull(),
    dailyTopLimit: centavos('daily_top_limit').notNull(),
    monthlyTopLimit: centavos('monthly_top_limit').notNull(),
    topLimitInUse: centavos('top_limit_in_use').notNull(),
    dailyTransacLimit: integer('daily_transac_limit').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('banks_tenant_idx').on(t.tenantId),
    uniqueIndex('banks_tenant_name_key').on(t.tenantId, sql`lower(${t.bankname})`),
  ],
);

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    bankId: integer('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 100 }).notNull(),
    number: varchar('number', { length: 22 }).notNull(),
    active: boolean('active').notNull().default(true),
    amount: centavos('amount').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_accounts_tenant_idx').on(t.tenantId),
    index('bank_accounts_bank_idx').on(t.bankId),
    uniqueIndex('bank_accounts_tenant_number_key').on(t.tenantId, t.number),
    check('bank_accounts_amount_not_negative', sql`${t.amount} >= 0`),
  ],
);

export const bots = pgTable(
  'bots',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id')
      .notNull()
      .references((): AnyPgColumn => islands.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    url: varchar('url', { length: 500 }).notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Hash of the per-bot gateway key; the key itself is shown once to the administrator. */
    gatewayKeyHash: varchar('gateway_key_hash', { length: 128 }),
    createdAt: createdAt(),
  },
  (t) => [index('bots_tenant_idx').on(t.tenantId)],
);

/** Last state a bot reported (docs/features/bots.md: 0, 1 or 2) and its current QR code. */
export const botStates = pgTable(
  'bot_states',
  {
    botId: integer('bot_id')
      .primaryKey()
      .references(() => bots.id, { onDelete: 'cascade' }),
    state: smallint('state').notNull().default(2),
    qr: text('qr'),
    updatedAt: updatedAt(),
  },
  (t) => [check('bot_states_state_range', sql`${t.state} between 0 and 2`)],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    panelUsername: varchar('panel_username', { length: 50 }).notNull(),
    phone: varchar('phone', { length: 30 }).notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    blacklistbonus: smallint('blacklistbonus').notNull().default(0),
    referralCode: varchar('referral_code', { length: 30 }),
    referredByClientId: integer('referred_by_client_id').references((): AnyPgColumn => clients.id, {
      onDelete: 'set null',
    }),
    /** Who the player is (docs/features/player-identity.md): all four or none. */
    fullName: varchar('full_name', { length: 100 }),
    dni: varchar('dni', { length: 8 }),
    taxId: varchar('tax_id', { length: 11 }),
    birthDate: date('birth_date', { mode: 'string' }),
    /** 'unverified' until rol 1 or 2 checks the document; a change of the fields resets it. */
    identityStatus: varchar('identity_status', { length: 10 }).notNull().default('unverified'),
    identityNote: varchar('identity_note', { length: 500 }),
    identityCheckedAt: instant('identity_checked_at'),
    identityCheckedBy: varchar('identity_checked_by', { length: 50 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('clients_tenant_username_key').on(t.tenantId, t.panelUsername),
    // One person, one account per island: the DNI is what the self-exclusion registry names.
    uniqueIndex('clients_tenant_dni_key')
      .on(t.tenantId, t.dni)
      .where(sql`${t.dni} is not null`),
    check('clients_identity_status', sql`${t.identityStatus} in ('unverified', 'verified', 'rejected')`),
    check(
      'clients_identity_whole',
      sql`(${t.fullName} is null) = (${t.dni} is null) and (${t.dni} is null) = (${t.taxId} is null) and (${t.taxId} is null) = (${t.birthDate} is null)`,
    ),
    index('clients_tenant_phone_idx').on(t.tenantId, t.phone),
    index('clients_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('clients_blacklistbonus_flag', sql`${t.blacklistbonus} in (0, 1)`),
  ],
);

export const receiptStatus = pgEnum('receipt_status', ['pending', 'approve', 'rejected', 'notfound']);

export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    botId: integer('bot_id').references(() => bots.id, { onDelete: 'set null' }),
    /** The account the player was told to transfer to; approving credits its balance. */
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    fileType: varchar('file_type', { length: 10 }).notNull(),
    amount: centavos('amount').notNull(),
    newAmount: centavos('new_amount'),
    ocrData: jsonb('ocr_data').$type<Record<string, string>>(),
    /** What the server read off the file (docs/features/receipt-reading.md); null until queued. */
    reading: jsonb('reading').$type<ReceiptReading>(),
    /** The file's SHA-256 and 64-bit perceptual hash, taken on intake (docs/features/evidence.md). */
    fileSha256: varchar('file_sha256', { length: 64 }),
    phash: bigint('phash', { mode: 'bigint' }),
    /** The operation number the receipt shows (reading or OCR), normalized; duplicates compare it. */
    operationNumber: varchar('operation_number', { length: 100 }),
    status: receiptStatus('status').notNull().default('pending'),
    reason: varchar('reason', { length: 40 }),
    decidedBy: integer('decided_by').references(() => panelUsers.id, { onDelete: 'set null' }),
    decidedAt: instant('decided_at'),
    /**
     * When it joined the queue: its upload, or when it came back from 'Pospuestos', so a returned
     * receipt waits behind the live ones (docs/features/queue.md 'Claims').
     */
    queuedAt: instant('queued_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('receipts_tenant_status_idx').on(t.tenantId, t.status, t.id),
    // The queue's claim walks an island's pending receipts in the order they joined it.
    index('receipts_queue_idx')
      .on(t.tenantId, t.queuedAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('receipts_client_idx').on(t.clientId),
    // The deposit-account choice sums each account's loads of the day and the month.
    index('receipts_account_created_idx').on(t.bankAccountId, t.createdAt),
    index('receipts_tenant_decided_idx').on(t.tenantId, t.decidedAt),
    // The dashboard counts an island's receipts by upload date.
    index('receipts_tenant_created_idx').on(t.tenantId, t.createdAt),
    // Evidence (docs/features/evidence.md): same file, and a notice's candidates among deferred receipts.
    index('receipts_tenant_sha_idx').on(t.tenantId, t.fileSha256),
    index('receipts_tenant_amount_idx').on(t.tenantId, t.amount),
    index('receipts_tenant_operation_idx').on(t.tenantId, t.operationNumber),
  ],
);

/** A load the player asked for; charged once the money reached the platform. */
export const clientTransactions = pgTable(
  'client_transactions',
  {
    id: serial('id').primaryKey(),
    clientId: playerId(),
    receiptId: integer('receipt_id').references(() => receipts.id, { onDelete: 'set null' }),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    amount: centavos('amount').notNull(),
    bonusAmount: centavos('bonus_amount').notNull().default(0),
    charged: boolean('charged').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_transactions_client_idx').on(t.clientId, t.createdAt),
    index('client_transactions_account_idx').on(t.bankAccountId, t.createdAt),
    uniqueIndex('client_transactions_receipt_key').on(t.receiptId),
  ],
);

export const movementType = pgEnum('movement_type', MOVEMENT_TYPES);

/** The built-in ledger's movements: a player's balance is the sum of these, balanceAfter of the last. */
export const fundMovements = pgTable(
  'fund_movements',
  {
    id: serial('id').primaryKey(),
    clientId: playerId(),
    externalTransactionId: varchar('external_transaction_id', { length: 64 }).notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    transactionType: movementType('transaction_type').notNull(),
    amount: centavos('amount').notNull(),
    balanceBefore: centavos('balance_before').notNull(),
    balanceAfter: centavos('balance_after').notNull(),
    brand: varchar('brand', { length: 100 }),
    game: varchar('game', { length: 100 }),
    currencyCode: varchar('currency_code', { length: 3 }).notNull().default('ARS'),
    insDate: instant('ins_date').notNull().defaultNow(),
    /**
     * 1, 2, 3… per player in the ledger's order (id): a history page is a range of it, whatever its
     * number. 0 on insert asks the trigger for the player's next (migration 0008).
     */
    seq: integer('seq').notNull().default(0),
  },
  (t) => [
    uniqueIndex('fund_movements_external_key').on(t.externalTransactionId),
    uniqueIndex('fund_movements_idempotency_key').on(t.idempotencyKey),
    index('fund_movements_client_date_idx').on(t.clientId, t.insDate),
    // The ledger's order: a player's latest movement (its balance) and history pages walk this.
    index('fund_movements_client_id_idx').on(t.clientId, t.id),
    uniqueIndex('fund_movements_client_seq_key').on(t.clientId, t.seq),
    // The history sorted by amount (docs/features/lists.md): a player's movements in amount order.
    index('fund_movements_client_amount_idx').on(t.clientId, t.amount, t.id),
    // The dashboard: loads and bonuses by date, and each player's last load in one index descent.
    index('fund_movements_credit_date_idx')
      .on(t.insDate)
      .where(sql`${t.transactionType} in ('DEPOSIT', 'DEPOSITBONO')`),
    index('fund_movements_deposit_client_idx')
      .on(t.clientId, t.insDate)
      .where(sql`${t.transactionType} = 'DEPOSIT'`),
    // The dashboard's Retiros card: the withdrawals of a range, cashiers' apart from paid requests.
    index('fund_movements_withdraw_date_idx')
      .on(t.insDate)
      .where(sql`${t.transactionType} = 'WITHDRAW'`),
    check('fund_movements_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * The built-in gaming platform's side of a player (what a real casino back-office would hold):
 * the player's password (scrypt hash) and whether the platform locked the account.
 */
export const platformPlayers = pgTable('platform_players', {
  clientId: playerKey(),
  passwordHash: varchar('password_hash', { length: 255 }).notNull(),
  locked: boolean('locked').notNull().default(false),
  passwordChangedAt: instant('password_changed_at').notNull().defaultNow(),
  updatedAt: updatedAt(),
});

/** Transfer notices from the receiving bank apps (docs/features/notifications.md). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    bank: varchar('bank', { length: 100 }).notNull(),
    from: varchar('sender', { length: 200 }).notNull(),
    amount: centavos('amount').notNull(),
    bankAccountId: integer('bank_account_id').references(() => bankAccounts.id, { onDelete: 'set null' }),
    bankAccountName: varchar('bank_account_name', { length: 100 }).notNull().default(''),
    noticedAt: instant('noticed_at').notNull().defaultNow(),
    /** The receipt this notice proved, consumed by its approval: one receipt at most (docs/features/evidence.md). */
    receiptId: integer('receipt_id').references((): AnyPgColumn => receipts.id, { onDelete: 'set null' }),
    /** The sender's CUIT/CUIL when the notifier sends it, digits only. */
    senderTaxId: varchar('sender_tax_id', { length: 11 }),
    /** The notifier's own id of the notice, when it sends one: a retry with it is the same notice. */
    externalId: varchar('external_id', { length: 100 }),
    /** SHA-256 of bank, sender, amount, account and bank date as sent: a retry is the same notice. */
    intakeKey: varchar('intake_key', { length: 64 }),
    /** Why the last automatic approval this notice could have proved was held (Spanish), and of which receipt. */
    autoApprovalHeld: varchar('auto_approval_held', { length: 300 }),
    autoApprovalHeldReceiptId: integer('auto_approval_held_receipt_id').references(
      (): AnyPgColumn => receipts.id,
      { onDelete: 'set null' },
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_tenant_created_idx').on(t.tenantId, t.createdAt),
    uniqueIndex('notifications_receipt_key').on(t.receiptId),
    // Intake stores a notice once (docs/features/notifications.md): a retry hits one of these.
    uniqueIndex('notifications_tenant_external_key').on(t.tenantId, t.externalId),
    uniqueIndex('notifications_tenant_intake_key').on(t.tenantId, t.intakeKey),
    index('notifications_tenant_amount_idx').on(t.tenantId, t.amount, t.noticedAt),
    index('notifications_tenant_noticed_idx').on(t.tenantId, t.noticedAt, t.id),
    // The Notificaciones list's other orders (docs/features/lists.md): each a key to page by.
    index('notifications_tenant_amount_id_idx').on(t.tenantId, t.amount, t.id),
    index('notifications_tenant_bank_sort_idx').on(t.tenantId, foldedText(t.bank), t.id),
    index('notifications_tenant_sender_sort_idx').on(t.tenantId, foldedText(t.from), t.id),
    index('notifications_tenant_account_sort_idx').on(t.tenantId, foldedText(t.bankAccountName), t.id),
  ],
);

export const chatbotResponses = pgTable(
  'chatbot_responses',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    intent: varchar('intent', { length: 100 }).notNull(),
    response: text('response').notNull().default(''),
    alterResponse: text('alter_response').notNull().default(''),
  },
  (t) => [uniqueIndex('chatbot_responses_tenant_intent_key').on(t.tenantId, t.intent)],
);

export const ignoredNumbers = pgTable(
  'ignored_numbers',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    phone: varchar('phone', { length: 30 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ignored_numbers_tenant_phone_key').on(t.tenantId, t.phone)],
);

export const audiences = pgTable(
  'audiences',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    name: varchar('name', { length: 100 }).notNull(),
    chargesQuantityMin: integer('charges_quantity_min').notNull(),
    chargesQuantityMax: integer('charges_quantity_max').notNull(),
    daysInactiveMin: integer('days_inactive_min').notNull(),
    daysInactiveMax: integer('days_inactive_max').notNull(),
    chargeAmountMin: centavos('charge_amount_min').notNull(),
    chargeAmountMax: centavos('charge_amount_max').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audiences_tenant_idx').on(t.tenantId)],
);

/** Who did what, when, with before and after (docs/architecture.md). decisionMs feeds the operators' card. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    tenantId: integer('tenant_id').references(() => islands.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id').references(() => panelUsers.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 60 }).notNull(),
    entity: varchar('entity', { length: 40 }).notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    decisionMs: bigint('decision_ms', { mode: 'number' }),
    /**
     * The actor was a user since deleted (a trigger sets it when the foreign key nulls the actor), so
     * the trail tells 'Usuario borrado' from the system, whose rows never had one (docs/features/audit.md).
     */
    actorDeleted: boolean('actor_deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_tenant_action_idx').on(t.tenantId, t.action, t.createdAt),
    // The audit screen (docs/features/audit.md) pages newest first by id, within an island, a user or a record.
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_tenant_id_idx').on(t.tenantId, t.id),
    index('audit_log_actor_id_idx').on(t.actorUserId, t.id),
    // A day range: read by date, then ordered (the newest-first key walk would cross every later row).
    index('audit_log_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    // The operators' card: an island's decisions (the rows with a response time) by date.
    index('audit_log_decision_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.decisionMs} is not null`),
  ],
);

/*
 * Dashboard summaries (docs/architecture.md 'Dashboard summaries'): kept by triggers in the same
 * transaction as the movement, receipt or decision that changes them, and backfilled by the
 * migration that made them. Days are Buenos Aires days; shifts are docs/features/money.md's (0: 08-16, 1: 16-00,
 * 2: 00-08). The Estadisticas cards read only these.
 */

/*
 * The three island tables below take one row per change (a delta: no row is updated, so concurrent
 * writers never wait on each other nor deadlock) and dashboard_compact() merges each key's rows
 * into one every minute; a read sums the rows of its range whatever their number.
 */

/** Loads, bonuses and receipt decisions per island, day and shift. */
export const islandShiftStats = pgTable(
  'island_shift_stats',
  {
    tenantId: islandId(),
    day: date('day').notNull(),
    shift: smallint('shift').notNull(),
    loads: integer('loads').notNull().default(0),
    loadSum: centavos('load_sum').notNull().default(0),
    bonuses: integer('bonuses').notNull().default(0),
    bonusSum: centavos('bonus_sum').notNull().default(0),
    decisions: integer('decisions').notNull().default(0),
    decisionMsSum: bigint('decision_ms_sum', { mode: 'number' }).notNull().default(0),
  },
  (t) => [index('island_shift_stats_key_idx').on(t.tenantId, t.day, t.shift)],
);

/** Per island and day: players who loaded, players registered, and receipts uploaded by current status. */
export const islandDayStats = pgTable(
  'island_day_stats',
  {
    tenantId: islandId(),
    day: date('day').notNull(),
    loaders: integer('loaders').notNull().default(0),
    registered: integer('registered').notNull().default(0),
    receipts: integer('receipts').notNull().default(0),
    approved: integer('approved').notNull().default(0),
    pending: integer('pending').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    bonusReceipts: integer('bonus_receipts').notNull().default(0),
    /** Deferred ('notfound', 'Pospuesto'), apart from `pending` since migration 0014. */
    deferred: integer('deferred').notNull().default(0),
  },
  (t) => [index('island_day_stats_key_idx').on(t.tenantId, t.day)],
);

/**
 * One row per player and day with a load: the day's first and last load, and the previous load day
 * (and its last load) of the same player. A player loaded in [x, y) exactly once counted as the row
 * in [x, y) whose previous load is before x, which makes distinct-player counts sums of rows.
 */
export const playerLoadDays = pgTable(
  'player_load_days',
  {
    clientId: playerId(),
    day: date('day').notNull(),
    tenantId: integer('tenant_id').notNull(),
    /** The player's created_at, copied: the Clientes card filters on it. */
    signedUpAt: instant('signed_up_at').notNull(),
    firstAt: instant('first_at').notNull(),
    lastAt: instant('last_at').notNull(),
    prevDay: date('prev_day'),
    prevAt: instant('prev_at'),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.day] }),
    // Every column the cards read from a row, so their counts can be index-only scans.
    index('player_load_days_tenant_day_idx').on(
      t.tenantId,
      t.day,
      t.prevDay,
      t.lastAt,
      t.prevAt,
      t.signedUpAt,
    ),
    // Loads before the player's registration (imported histories): rare, and only these can make a
    // loader of a range someone registered after it.
    index('player_load_days_early_idx')
      .on(t.tenantId, t.signedUpAt)
      .where(sql`${t.firstAt} < ${t.signedUpAt}`),
  ],
);

/**
 * player_load_days counted per island, month and previous load day ('-infinity' for none): the
 * distinct players of whole months in a range without reading one row per player.
 */
export const islandMonthLoaders = pgTable(
  'island_month_loaders',
  {
    tenantId: islandId(),
    month: date('month').notNull(),
    prevDay: date('prev_day').notNull(),
    players: integer('players').notNull().default(0),
  },
  (t) => [index('island_month_loaders_key_idx').on(t.tenantId, t.month, t.prevDay)],
);

/**
 * Every player's loads so far (count, sum, last): what the audience filters read, one row per player
 * instead of an aggregate over its movements.
 */
export const playerLoadTotals = pgTable(
  'player_load_totals',
  {
    clientId: playerKey(),
    tenantId: integer('tenant_id').notNull(),
    signedUpAt: instant('signed_up_at').notNull(),
    loads: integer('loads').notNull().default(0),
    loadSum: centavos('load_sum').notNull().default(0),
    lastAt: instant('last_at'),
  },
  (t) => [index('player_load_totals_tenant_idx').on(t.tenantId, t.clientId)],
);

/**
 * The players directory (docs/features/players.md 'Directorio'): per player what the directory sorts
 * by, kept by triggers from `clients`, `fund_movements` and `platform_players` (migration 0015), so
 * each order is one index walk within an island. `balance` is the latest movement's balanceAfter;
 * `lastLoadAt` the latest DEPOSIT, '-infinity' for none (a player never loaded sorts as the oldest);
 * `status` 0 active, +1 bonus blocked, +2 platform user locked.
 */
export const playerDirectory = pgTable(
  'player_directory',
  {
    clientId: playerKey(),
    tenantId: integer('tenant_id').notNull(),
    createdAt: instant('created_at').notNull(),
    balance: centavos('balance').notNull().default(0),
    lastLoadAt: instant('last_load_at')
      .notNull()
      .default(sql`'-infinity'`),
    status: smallint('status').notNull().default(0),
  },
  (t) => [
    index('player_directory_balance_idx').on(t.tenantId, t.balance, t.clientId),
    index('player_directory_last_load_idx').on(t.tenantId, t.lastLoadAt, t.clientId),
    index('player_directory_created_idx').on(t.tenantId, t.createdAt, t.clientId),
    index('player_directory_status_idx').on(t.tenantId, t.status, t.clientId),
  ],
);

/**
 * Who holds a claimed row and until when: the columns of both claim tables, receipts' and payouts'
 * (docs/features/queue.md, docs/features/withdrawals.md 'The payout queue'), after the claimed row's key.
 */
const claimHolder = () => ({
  tenantId: islandId(),
  userId: integer('user_id')
    .notNull()
    .references(() => panelUsers.id, { onDelete: 'cascade' }),
  claimedAt: instant('claimed_at').notNull().defaultNow(),
  expiresAt: instant('expires_at').notNull(),
});

/**
 * The team queue (docs/features/queue.md): one row per receipt someone holds, until `expiresAt`; the
 * primary key makes two holders of one receipt impossible, across server instances too.
 */
export const receiptClaims = pgTable(
  'receipt_claims',
  {
    receiptId: receiptKey(),
    ...claimHolder(),
  },
  (t) => [index('receipt_claims_tenant_idx').on(t.tenantId, t.expiresAt)],
);

/**
 * Four eyes (docs/features/queue.md): an approval waiting for a second operator. The receipt stays
 * `pending`; the amount to credit and who asked are kept here until another operator confirms.
 */
export const receiptConfirmations = pgTable(
  'receipt_confirmations',
  {
    receiptId: receiptKey(),
    tenantId: islandId(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => panelUsers.id, { onDelete: 'cascade' }),
    /** Edit and approve: the amount typed, in centavos; null for a plain approval. */
    newAmount: centavos('new_amount'),
    requestedAt: instant('requested_at').notNull().defaultNow(),
  },
  (t) => [index('receipt_confirmations_tenant_idx').on(t.tenantId)],
);

/**
 * Receipts waiting for the server's reading (docs/features/receipt-reading.md): queued with the
 * receipt in one transaction, claimed with FOR UPDATE SKIP LOCKED under a lease, removed when read.
 */
export const receiptReadingJobs = pgTable(
  'receipt_reading_jobs',
  {
    receiptId: receiptKey(),
    tenantId: integer('tenant_id').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    /** Not claimed before this time (a retry waits a little). */
    runAfter: instant('run_after').notNull().defaultNow(),
    /** Set while an instance reads it; past it, a crashed reader's claim is free again. */
    lockedUntil: instant('locked_until'),
    lockedBy: varchar('locked_by', { length: 60 }),
    lastError: varchar('last_error', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('receipt_reading_jobs_due_idx').on(t.runAfter)],
);

export const withdrawalState = pgEnum('withdrawal_state', [
  'solicitado',
  'aprobado',
  'pagado',
  'rechazado',
  'cancelado',
]);

/**
 * Withdrawal requests (docs/features/withdrawals.md): filed by the player through the bot or by a
 * cashier, holding the amount in the ledger from the start (`holdMovementId`), approved by roles 1–3
 * and 5 (a second person above the island's threshold), paid by rol 4 with the bank's operation number.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    amount: centavos('amount').notNull(),
    /** A CBU or CVU (22 digits) or an alias, as the player gave it, normalized. */
    destination: varchar('destination', { length: 40 }).notNull(),
    holderTaxId: varchar('holder_tax_id', { length: 11 }).notNull(),
    /** The holder's CUIT/CUIL is not the player's (once the player's identity is known). */
    foreignHolder: boolean('foreign_holder').notNull().default(false),
    state: withdrawalState('state').notNull().default('solicitado'),
    /** 'bot' (the player asked in the chat) or 'cajero' (a cashier filed it). */
    source: varchar('source', { length: 10 }).notNull(),
    requestedBy: integer('requested_by').references(() => panelUsers.id, { onDelete: 'set null' }),
    /** Four eyes: who approved first, waiting for a second person. */
    approvalRequestedBy: integer('approval_requested_by').references(() => panelUsers.id, {
      onDelete: 'set null',
    }),
    approvedBy: integer('approved_by').references(() => panelUsers.id, { onDelete: 'set null' }),
    approvedAt: instant('approved_at'),
    paidBy: integer('paid_by').references(() => panelUsers.id, { onDelete: 'set null' }),
    paidAt: instant('paid_at'),
    bankOperation: varchar('bank_operation', { length: 60 }),
    proofFileKey: varchar('proof_file_key', { length: 200 }),
    proofFileType: varchar('proof_file_type', { length: 10 }),
    /** Why it was rejected or cancelled (a reason code), or why the last payout failed. */
    reason: varchar('reason', { length: 40 }),
    failureNote: varchar('failure_note', { length: 200 }),
    closedBy: integer('closed_by').references(() => panelUsers.id, { onDelete: 'set null' }),
    closedAt: instant('closed_at'),
    holdMovementId: integer('hold_movement_id').references(() => fundMovements.id),
    releaseMovementId: integer('release_movement_id').references(() => fundMovements.id),
    withdrawMovementId: integer('withdraw_movement_id').references(() => fundMovements.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('withdrawal_requests_tenant_state_idx').on(t.tenantId, t.state, t.id),
    index('withdrawal_requests_client_idx').on(t.clientId, t.createdAt),
    index('withdrawal_requests_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('withdrawal_requests_tenant_paid_idx').on(t.tenantId, t.paidAt),
    uniqueIndex('withdrawal_requests_withdraw_movement_key').on(t.withdrawMovementId),
    check('withdrawal_requests_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** The destination accounts a player has asked to be paid to, with how often (docs/features/withdrawals.md). */
export const withdrawalDestinations = pgTable(
  'withdrawal_destinations',
  {
    clientId: playerId(),
    destination: varchar('destination', { length: 40 }).notNull(),
    holderTaxId: varchar('holder_tax_id', { length: 11 }).notNull(),
    uses: integer('uses').notNull().default(1),
    firstUsedAt: instant('first_used_at').notNull().defaultNow(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.destination] })],
);

/**
 * The payout queue (docs/features/withdrawals.md): one row per approved request a payer holds, until
 * `expiresAt`, as `receipt_claims` does for receipts.
 */
export const payoutClaims = pgTable(
  'payout_claims',
  {
    withdrawalId: integer('withdrawal_id')
      .primaryKey()
      .references(() => withdrawalRequests.id, { onDelete: 'cascade' }),
    ...claimHolder(),
  },
  (t) => [index('payout_claims_tenant_idx').on(t.tenantId, t.expiresAt)],
);

export const playerMessageState = pgEnum('player_message_state', ['pending', 'delivered', 'failed']);

/**
 * The outbox to players (docs/features/player-messages.md): written in the transaction of the
 * decision it tells, handed to the island's bot through the gateway under a lease, acknowledged once.
 */
export const playerMessages = pgTable(
  'player_messages',
  {
    id: serial('id').primaryKey(),
    tenantId: islandId(),
    clientId: playerId(),
    phone: varchar('phone', { length: 30 }).notNull(),
    /** The template it was written from (an intent of chatbot_responses). */
    kind: varchar('kind', { length: 60 }).notNull(),
    text: text('text').notNull(),
    receiptId: integer('receipt_id').references(() => receipts.id, { onDelete: 'cascade' }),
    withdrawalId: integer('withdrawal_id').references(() => withdrawalRequests.id, { onDelete: 'cascade' }),
    state: playerMessageState('state').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    /** Not handed out before this time (a retry backs off). */
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    /** Handed to a bot until then; past it, unacknowledged, it is handed out again. */
    leasedUntil: instant('leased_until'),
    lastError: varchar('last_error', { length: 200 }),
    deliveredAt: instant('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('player_messages_due_idx')
      .on(t.tenantId, t.nextAttemptAt, t.id)
      .where(sql`${t.state} = 'pending'`),
    index('player_messages_receipt_idx').on(t.receiptId),
    index('player_messages_withdrawal_idx').on(t.withdrawalId),
  ],
);
