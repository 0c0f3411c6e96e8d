-- A purchase in one round trip (docs/decisions/035-purchase-one-round-trip.md). Two functions, each owned by the
-- module that calls it: wallet_apply is the wallet's ledger rule (modules/wallet/repository.ts), buy_tip the news
-- module's purchase (modules/news/order-repository.ts), which moves gold only through wallet_apply.
-- The caller passes the time and the day: rows are stamped by the app's injected clock, never the database's now().

-- One change of a user's gold: lock the wallet row (made if missing), answer a key already applied with its first
-- result, refuse what the balance or, for a debit, the day's limit does not allow (writing nothing), else append the
-- ledger row and move the balance. The row lock makes a concurrent change of the same user wait, then see the first
-- one's entry: under read committed each statement below reads what committed before it began.
CREATE FUNCTION wallet_apply(
  p_user_id integer,
  p_amount integer,
  p_reason text,
  p_key text,
  p_now timestamptz,
  p_day_from timestamptz,
  p_day_to timestamptz,
  p_daily_limit integer,
  OUT outcome text,
  OUT entry_id bigint,
  OUT balance integer,
  OUT daily_left integer
) LANGUAGE plpgsql AS $$
DECLARE
  held integer;
  spent bigint;
  entry record;
BEGIN
  SELECT w.balance INTO held FROM wallets w WHERE w.user_id = p_user_id FOR UPDATE;
  IF NOT FOUND THEN
    -- A user's first change; a racing first change's insert does nothing and both lock the one row.
    INSERT INTO wallets (user_id, balance, updated_at) VALUES (p_user_id, 0, p_now) ON CONFLICT DO NOTHING;
    SELECT w.balance INTO STRICT held FROM wallets w WHERE w.user_id = p_user_id FOR UPDATE;
  END IF;

  SELECT l.id, l.amount, l.balance_after INTO entry
    FROM wallet_ledger l WHERE l.user_id = p_user_id AND l.idempotency_key = p_key;
  IF FOUND THEN
    IF entry.amount <> p_amount THEN
      outcome := 'conflict';
      RETURN;
    END IF;
    outcome := 'replayed';
    entry_id := entry.id;
    balance := entry.balance_after;
    RETURN;
  END IF;

  IF held + p_amount < 0 THEN
    outcome := 'insufficient';
    balance := held;
    RETURN;
  END IF;
  IF p_amount < 0 THEN
    -- Read under the row lock: two debits racing for the last of the day's gold see each other.
    SELECT coalesce(sum(-l.amount), 0) INTO spent FROM wallet_ledger l
      WHERE l.user_id = p_user_id AND l.amount < 0 AND l.created_at >= p_day_from AND l.created_at < p_day_to;
    IF -p_amount > p_daily_limit - spent THEN
      outcome := 'daily limit';
      daily_left := greatest(0, p_daily_limit - spent);
      RETURN;
    END IF;
  END IF;

  INSERT INTO wallet_ledger (user_id, amount, balance_after, reason, idempotency_key, created_at)
    VALUES (p_user_id, p_amount, held + p_amount, p_reason, p_key, p_now)
    RETURNING id INTO entry_id;
  UPDATE wallets SET balance = held + p_amount, updated_at = p_now WHERE user_id = p_user_id;
  outcome := 'applied';
  balance := held + p_amount;
END;
$$;
--> statement-breakpoint

-- A user buys a tip: the tip key-share-locked against settling (the settlement takes it for update before refunding
-- the buyers, so a purchase lands before a settlement or sees it), the tip's refusals for a first purchase, the
-- debit keyed by (user, tip) through wallet_apply, and the purchase row. A purchase once made is answered as it was
-- (its time, the balance its debit left), even after kick-off; many concurrent calls reach the same ledger entry.
-- outcome: a refusal of the tip ('not found', 'own tip', 'free', 'settled', 'kicked off'), or 'debited': then
-- debit_outcome and the columns after it are wallet_apply's answer, for the wallet to read, and paid_at is set
-- when the debit went through (applied or replayed) and the purchase is made.
CREATE FUNCTION buy_tip(
  p_user_id integer,
  p_tip_id integer,
  p_reason text,
  p_key text,
  p_now timestamptz,
  p_day_from timestamptz,
  p_day_to timestamptz,
  p_daily_limit integer,
  OUT outcome text,
  OUT price integer,
  OUT paid_at timestamptz,
  OUT is_new boolean,
  OUT debit_outcome text,
  OUT entry_id bigint,
  OUT balance integer,
  OUT daily_left integer
) LANGUAGE plpgsql AS $$
DECLARE
  tip record;
  bought_at timestamptz;
  debit record;
BEGIN
  SELECT t.expert_id, t.price, t.first_kickoff_at, t.result INTO tip FROM tips t WHERE t.id = p_tip_id FOR KEY SHARE;
  IF NOT FOUND THEN
    outcome := 'not found';
    RETURN;
  END IF;
  SELECT p.price, p.created_at INTO price, bought_at
    FROM tip_purchases p WHERE p.user_id = p_user_id AND p.tip_id = p_tip_id;
  IF bought_at IS NULL THEN
    outcome := CASE
      WHEN tip.expert_id = p_user_id THEN 'own tip'
      WHEN tip.price = 0 THEN 'free'
      -- A settled tip's content is open to everyone, so there is nothing left to sell.
      WHEN tip.result IS NOT NULL THEN 'settled'
      WHEN p_now >= tip.first_kickoff_at THEN 'kicked off'
    END;
    IF outcome IS NOT NULL THEN
      RETURN;
    END IF;
    price := tip.price;
  END IF;

  SELECT * INTO debit FROM wallet_apply(p_user_id, -price, p_reason, p_key, p_now, p_day_from, p_day_to, p_daily_limit);
  outcome := 'debited';
  debit_outcome := debit.outcome;
  entry_id := debit.entry_id;
  balance := debit.balance;
  daily_left := debit.daily_left;
  IF debit.outcome NOT IN ('applied', 'replayed') THEN
    RETURN;
  END IF;

  is_new := false;
  IF bought_at IS NULL THEN
    INSERT INTO tip_purchases (user_id, tip_id, price, wallet_entry_id, created_at)
      VALUES (p_user_id, p_tip_id, price, debit.entry_id, p_now)
      ON CONFLICT DO NOTHING
      RETURNING created_at INTO bought_at;
    is_new := bought_at IS NOT NULL;
    -- Nothing inserted: a concurrent first call committed the row after this one looked; the debit was its replay.
    IF bought_at IS NULL THEN
      SELECT p.created_at INTO STRICT bought_at FROM tip_purchases p WHERE p.user_id = p_user_id AND p.tip_id = p_tip_id;
    END IF;
  END IF;
  paid_at := bought_at;
END;
$$;
