import type { Insertable } from 'kysely';
import type { Db } from '../kysely';
import type { PaymentsTable } from '../schema';

export type PaymentRow = PaymentsTable;

export async function insertPayment(db: Db, row: Insertable<PaymentsTable>) {
  await db.insertInto('payments').values(row).execute();
}

export function findPaymentBySessionId(db: Db, sessionId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider_session_id', '=', sessionId)
    .executeTakeFirst();
}

/** One of this user's payments, by our id or by the provider's session id. Other users' payments are not found. */
export function findUserPayment(db: Db, userId: string, idOrSessionId: string) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('id', '=', idOrSessionId), eb('provider_session_id', '=', idOrSessionId)]))
    .executeTakeFirst();
}

/** Marks a payment paid unless it already is; false when it was (a repeated or concurrent confirmation). */
export async function markPaymentPaid(
  db: Db,
  id: string,
  transactionId: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status: 'paid', transaction_id: transactionId, paid_at: at, updated_at: at })
    .where('id', '=', id)
    .where('status', '!=', 'paid')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Closes a checkout that is still pending; a payment already paid (or closed) is left alone. */
export async function markPaymentClosed(
  db: Db,
  id: string,
  status: 'failed' | 'canceled' | 'expired',
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ status, updated_at: at })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Records a provider event as handled; false when it already was (a redelivery). */
export async function recordProcessedEvent(db: Db, eventId: string, at: string): Promise<boolean> {
  const result = await db
    .insertInto('processed_events')
    .values({ id: eventId, created_at: at })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Games bought by this user's paid payments. */
export async function sumPaidGameCount(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string | bigint>('game_count'), eb.lit(0)).as('bought'))
    .where('user_id', '=', userId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  // PostgreSQL returns sums as bigint text.
  return Number(row.bought);
}
