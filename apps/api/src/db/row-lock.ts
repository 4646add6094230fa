// The lock a transaction takes on a row it is about to change: FOR NO KEY UPDATE, the lock an UPDATE of non-key
// columns takes by itself. It conflicts with itself, so two writers of one row still queue, but not with the FOR KEY
// SHARE lock an insert of a row that refers to it takes (its foreign-key check): a supplier's contacts edit does not
// hold up the orders written for that supplier meanwhile, nor an order change the history rows of a payment run that
// refer to the order (docs/decisions/payments.md, "Locks while a run posts"). A transaction that then deletes the row
// or changes one of its keys takes the stronger lock at that statement. FOR UPDATE is refused by lint (eslint.config.js).
export const ROW_LOCK = 'no key update' as const;
