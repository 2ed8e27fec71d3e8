CREATE TABLE "answer_cache" (
	"client_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"body" text NOT NULL,
	"gzip" text NOT NULL,
	CONSTRAINT "answer_cache_client_id_endpoint_scope_pk" PRIMARY KEY("client_id","endpoint","scope")
);
--> statement-breakpoint
ALTER TABLE "answer_cache" ADD CONSTRAINT "answer_cache_client_id_clients_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What an answer of the performance page or the dashboard is computed from, for one client and scope (p_guid null:
-- all their portfolios), with the prices on or before p_today: the valuation generation and, for every row read,
-- its id and xmin (modules/performance/answer-cache.ts, docs/returns.md "Answer cache"). In plpgsql so that its
-- statements are planned once per session, not per request (planning the one statement cost more than running it).
CREATE FUNCTION answer_fingerprint(p_client integer, p_guid uuid, p_today date, OUT fingerprint text, OUT portfolios integer)
LANGUAGE plpgsql STABLE AS $$
BEGIN
  WITH p AS (
    SELECT id, xmin::text AS x FROM portfolios
    WHERE client_id = p_client AND (p_guid IS NULL OR guid = p_guid)
  ),
  a AS (
    SELECT id, asset, kind, balance, xmin::text AS x FROM ledger_accounts
    WHERE portfolio_id IN (SELECT id FROM p) AND kind IN ('CLIENT_CASH', 'CLIENT_UNITS')
  ),
  s AS (
    SELECT asset AS symbol FROM a WHERE kind = 'CLIENT_UNITS' AND balance <> 0
    UNION SELECT 'USDMYR'
  )
  SELECT concat_ws('|',
      (SELECT generation::text FROM valuation_generation WHERE id = 1),
      (SELECT string_agg(id || ':' || x, ',' ORDER BY id) FROM p),
      (SELECT string_agg(id || ':' || x, ',' ORDER BY id) FROM a),
      (SELECT string_agg(s.symbol || ':' || c.trade_date || ':' || c.x, ',' ORDER BY s.symbol)
         FROM s CROSS JOIN LATERAL (
           SELECT m.trade_date, m.xmin::text AS x FROM market_prices m
           WHERE m.symbol = s.symbol AND m.trade_date <= p_today
           ORDER BY m.trade_date DESC LIMIT 1) c),
      (SELECT string_agg(t.id || ':' || t.xmin::text, ',' ORDER BY t.id) FROM client_transactions t
         WHERE t.client_id = p_client AND t.type IN ('DEPOSIT', 'WITHDRAWAL', 'TRANSFER_IN', 'TRANSFER_OUT')),
      (SELECT string_agg(e.ticker || ':' || e.xmin::text, ',' ORDER BY e.ticker) FROM etfs e),
      (SELECT string_agg(mp.risk_level || ':' || mp.xmin::text, ',' ORDER BY mp.risk_level) FROM model_portfolios mp)),
    (SELECT count(*) FROM p)::integer
  INTO fingerprint, portfolios;
END $$;
