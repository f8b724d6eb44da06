import { AUDIENCE_LIMITS } from '@panel/domain/audiences/audience-rules';

/** Every player: the widest audience filters the rules allow (docs/features/audiences.md). */
export const EVERYONE = {
  chargesQuantityMin: 0,
  chargesQuantityMax: AUDIENCE_LIMITS.chargesQuantity,
  daysInactiveMin: 0,
  daysInactiveMax: AUDIENCE_LIMITS.daysInactive,
  chargeAmountMin: 0,
  chargeAmountMax: AUDIENCE_LIMITS.chargeAmount,
};
