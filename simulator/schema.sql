-- Simulator storage: built once per file (and by POST /__sim/reset or --reset), kept across
-- restarts. This is the current full schema, version SCHEMA_VERSION of simulator/schema.py; a
-- change here needs a step in its MIGRATIONS that brings an older file to the same tables.
-- Times are epoch milliseconds from the simulator clock; money is integer minor units.

CREATE TABLE members (
    id                INTEGER PRIMARY KEY,
    account           TEXT    NOT NULL UNIQUE COLLATE NOCASE,
    password_hash     TEXT    NOT NULL,              -- argon2id, encoded
    nickname          TEXT    NOT NULL,
    type              INTEGER NOT NULL DEFAULT 0,    -- 0 player; 1, 2, 41, 42 agent; 4 trial; 9 staff (non-member)
    created_at        INTEGER NOT NULL,
    mobile            TEXT,                          -- digits, without dialing code
    dialing_code      TEXT,
    email             TEXT,
    payee_name        TEXT,
    affiliate_code    TEXT,
    referral_code     TEXT,
    register_method   TEXT    NOT NULL DEFAULT 'SEED',
    register_url      TEXT,
    club_rank         INTEGER NOT NULL DEFAULT 1 CHECK (club_rank BETWEEN 1 AND 6),
    upline_id         INTEGER REFERENCES members(id),
    password_expired  INTEGER NOT NULL DEFAULT 0 CHECK (password_expired IN (0, 1)),
    password_changed_at INTEGER NOT NULL DEFAULT 0,  -- clock ms; older than passwordMaxAgeDays: expired
    locked            INTEGER NOT NULL DEFAULT 0 CHECK (locked IN (0, 1)),
    first_time_login  INTEGER NOT NULL DEFAULT 0 CHECK (first_time_login IN (0, 1)),
    captcha_required  INTEGER NOT NULL DEFAULT 0 CHECK (captcha_required IN (0, 1)),
    unknown_ip        INTEGER NOT NULL DEFAULT 0 CHECK (unknown_ip IN (0, 1)),
    invite_code       TEXT    UNIQUE COLLATE NOCASE, -- an agent's affiliate code (AGENT01)
    totp_secret       TEXT                           -- base32 Google authenticator secret (RFC 6238)
);
-- One member per number: an SMS login must never have to choose between accounts.
CREATE UNIQUE INDEX members_mobile ON members(mobile, dialing_code);

-- The member-centre profile: editable fields, payment password, avatar.
CREATE TABLE profiles (
    member_id               INTEGER PRIMARY KEY REFERENCES members(id),
    telegram                TEXT,
    zalo                    TEXT,
    birthday                TEXT,                    -- yyyy-MM-dd
    address                 TEXT,
    nationality             TEXT,
    occupation              TEXT,
    source_of_income        TEXT,
    bank_account            TEXT,
    payment_password_hash   TEXT,
    avatar                  TEXT,                    -- static id, or custom file name
    avatar_type             TEXT    NOT NULL DEFAULT 'STATIC' CHECK (avatar_type IN ('STATIC', 'CUSTOM'))
);

-- Uploaded avatars, served under /cdn/avatars/custom/<name>.
CREATE TABLE custom_avatars (
    name          TEXT    PRIMARY KEY,
    member_id     INTEGER NOT NULL REFERENCES members(id),
    content_type  TEXT    NOT NULL,
    data          BLOB    NOT NULL,
    created_at    INTEGER NOT NULL
);

-- Addresses a member has verified from (the unknownIp flag asks for verification elsewhere).
CREATE TABLE known_ips (
    member_id  INTEGER NOT NULL REFERENCES members(id),
    ip         TEXT    NOT NULL,
    PRIMARY KEY (member_id, ip)
);

-- Consecutive failed logins per subject ('account:<name>' or 'ip:<address>').
CREATE TABLE login_failures (
    subject  TEXT    PRIMARY KEY,
    count    INTEGER NOT NULL,
    last_at  INTEGER NOT NULL
);

-- Since schema version 5, limit_ends: when the member's session-time limit ends the session
-- (NULL: no limit); checked_at: when its last reality check was acknowledged (NULL: none).
CREATE TABLE sessions (
    token       TEXT    PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    limit_ends  INTEGER,
    checked_at  INTEGER
);
CREATE INDEX sessions_member ON sessions(member_id);

-- Double-entry ledger (docs/ledger-model.md). Posted balance = credits_posted -
-- debits_posted; a transfer debits one account and credits another by the same amount, so
-- all posted balances always sum to zero. Pending (two-phase) amounts are reserved in
-- debits_pending / credits_pending until a later transfer posts or voids them.
CREATE TABLE accounts (
    id               INTEGER PRIMARY KEY,
    code             TEXT    NOT NULL UNIQUE,        -- house:main, member:12:main, member:12:game:PG, member:12:points
    kind             TEXT    NOT NULL CHECK (kind IN ('house', 'payments', 'bonus', 'commission', 'points', 'player')),
    member_id        INTEGER REFERENCES members(id),
    account_type_id  INTEGER NOT NULL,               -- 2 = MAIN wallet; a game wallet's vendor id
    currency         TEXT    NOT NULL,
    allow_negative   INTEGER NOT NULL DEFAULT 0 CHECK (allow_negative IN (0, 1)),
    debits_posted    INTEGER NOT NULL DEFAULT 0 CHECK (debits_posted >= 0),
    credits_posted   INTEGER NOT NULL DEFAULT 0 CHECK (credits_posted >= 0),
    debits_pending   INTEGER NOT NULL DEFAULT 0 CHECK (debits_pending >= 0),
    credits_pending  INTEGER NOT NULL DEFAULT 0 CHECK (credits_pending >= 0),
    created_at       INTEGER NOT NULL,
    CHECK (allow_negative = 1 OR credits_posted >= debits_posted + debits_pending)
);
CREATE INDEX accounts_member ON accounts(member_id);

-- Immutable. A 'pending' row reserves; a later row with pending_id = that row's id posts
-- ('posted') or releases ('voided') it, at most once (the UNIQUE index).
CREATE TABLE transfers (
    id                 INTEGER PRIMARY KEY,
    reference          TEXT    NOT NULL UNIQUE,      -- idempotency key
    debit_account_id   INTEGER NOT NULL REFERENCES accounts(id),
    credit_account_id  INTEGER NOT NULL REFERENCES accounts(id),
    amount             INTEGER NOT NULL CHECK (amount > 0),
    status             TEXT    NOT NULL CHECK (status IN ('pending', 'posted', 'voided')),
    kind               TEXT    NOT NULL,             -- opening_balance, bet, deposit, ...
    created_at         INTEGER NOT NULL,
    pending_id         INTEGER UNIQUE REFERENCES transfers(id),
    memo               TEXT,                         -- JSON: order number, vendor, ... for statements
    CHECK (debit_account_id <> credit_account_id),
    CHECK (pending_id IS NULL OR status <> 'pending')
);
CREATE INDEX transfers_debit ON transfers(debit_account_id, created_at);
CREATE INDEX transfers_credit ON transfers(credit_account_id, created_at);

-- A member's wallet choices; no row: the brand's defaults.
CREATE TABLE wallet_settings (
    member_id      INTEGER PRIMARY KEY REFERENCES members(id),
    auto_transfer  INTEGER NOT NULL CHECK (auto_transfer IN (0, 1))
);

CREATE TABLE captchas (
    key         TEXT    PRIMARY KEY,
    answer      TEXT    NOT NULL,
    expires_at  INTEGER NOT NULL
);

-- One JSON value per key: maintenance, maintenanceEnd, blockedCountries, geo.
CREATE TABLE system_settings (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);

-- The whitelabel tree of the brand, with its current switches.
CREATE TABLE modules (
    mod_id     TEXT    PRIMARY KEY,
    parent_id  TEXT    REFERENCES modules(mod_id),
    position   INTEGER NOT NULL,
    enabled    TEXT    NOT NULL CHECK (enabled IN ('0', '1'))
);

CREATE TABLE world (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);

-- Codes sent by SMS or e-mail: purpose 'sms' (sms/noLogin) or 'login-verify:<member id>'.
CREATE TABLE codes (
    id          INTEGER PRIMARY KEY,
    purpose     TEXT    NOT NULL,
    recipient   TEXT    NOT NULL,
    code        TEXT    NOT NULL,
    sent_at     INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL
);
CREATE INDEX codes_recipient ON codes(recipient, sent_at);
CREATE INDEX codes_purpose ON codes(purpose, sent_at);

-- What the simulator "sent": SMS codes, e-mails and captcha answers (recipient = key).
CREATE TABLE outbox (
    id         INTEGER PRIMARY KEY,
    at         INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('sms', 'email', 'captcha')),
    recipient  TEXT    NOT NULL,
    player     TEXT,
    code       TEXT    NOT NULL,
    text       TEXT    NOT NULL
);
CREATE INDEX outbox_recipient ON outbox(recipient);

-- Domain events with clock time, bounded (oldest dropped first).
CREATE TABLE journal (
    id      INTEGER PRIMARY KEY,
    at      INTEGER NOT NULL,
    type    TEXT    NOT NULL,
    player  TEXT,
    data    TEXT    NOT NULL
);
CREATE INDEX journal_type ON journal(type, id);
CREATE INDEX journal_player ON journal(player, id);

-- Vendors put under maintenance by QA (PUT /__sim/games/<vassalage>).
CREATE TABLE game_switches (
    vassalage    TEXT    PRIMARY KEY,
    maintenance  INTEGER NOT NULL CHECK (maintenance IN (0, 1))
);

-- The game catalogue, generated from the seed (simulator/features/games).
-- search_* hold the lower-case name and its accent-free form (gameName search).
CREATE TABLE games (
    game_id       INTEGER PRIMARY KEY,
    vassalage     TEXT    NOT NULL,
    game_type     TEXT    NOT NULL,
    account_type  TEXT    NOT NULL,
    vendor_name   TEXT    NOT NULL,
    node_id       INTEGER NOT NULL,
    room_id       INTEGER NOT NULL DEFAULT 0,            -- 0: not a room (live tables have one)
    code          TEXT    NOT NULL UNIQUE,
    name_en       TEXT    NOT NULL,
    name_vi       TEXT    NOT NULL,
    search_en     TEXT    NOT NULL,
    search_vi     TEXT    NOT NULL,
    icon          TEXT    NOT NULL,                      -- path under an image CDN host
    is_new        INTEGER NOT NULL CHECK (is_new IN (0, 1)),
    is_hot        INTEGER NOT NULL CHECK (is_hot IN (0, 1)),
    min_bet       INTEGER NOT NULL CHECK (min_bet > 0),  -- minor units
    lines         INTEGER NOT NULL,
    released_at   INTEGER NOT NULL,
    sort          INTEGER NOT NULL,
    play_type     TEXT
);
CREATE INDEX games_vendor ON games(vassalage, game_type, sort);
CREATE INDEX games_type ON games(game_type, sort);
CREATE INDEX games_hot ON games(is_hot, sort);
CREATE INDEX games_new ON games(is_new, sort);
CREATE INDEX games_search_en ON games(search_en);
CREATE INDEX games_search_vi ON games(search_vi);
-- Pages in catalogue order without sorting the catalogue: all games, or one vendor's.
CREATE INDEX games_sort ON games(sort);
CREATE INDEX games_vendor_sort ON games(vassalage, sort);
-- Substring search over the folded names (search text of 3 characters or more): trigrams of
-- search_en and search_vi, the rows kept in games; rebuilt once the catalogue is seeded.
CREATE VIRTUAL TABLE games_search USING fts5(
    search_en, search_vi, content = 'games', content_rowid = 'game_id', tokenize = 'trigram'
);

-- A member's favourite games and recent launches.
CREATE TABLE favourite_games (
    member_id  INTEGER NOT NULL REFERENCES members(id),
    game_id    INTEGER NOT NULL REFERENCES games(game_id),
    added_at   INTEGER NOT NULL,
    PRIMARY KEY (member_id, game_id)
);
CREATE TABLE recent_games (
    member_id    INTEGER NOT NULL REFERENCES members(id),
    game_id      INTEGER NOT NULL REFERENCES games(game_id),
    launched_at  INTEGER NOT NULL,
    PRIMARY KEY (member_id, game_id)
);
CREATE INDEX recent_games_member ON recent_games(member_id, launched_at);

-- Launch tickets (real play): a random token for one member and one game, issued by
-- /wps/game/launchGame and carried by the demo game page (?t=); expires on the clock.
CREATE TABLE launch_tickets (
    ticket      TEXT    PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    game_id     INTEGER NOT NULL,                    -- a catalogue game or a vendor lobby id
    vassalage   TEXT    NOT NULL,
    game_type   TEXT    NOT NULL,                    -- category: RNG, LIVE, ...
    kind        TEXT    NOT NULL CHECK (kind IN ('slot', 'table')),
    game_name   TEXT    NOT NULL,                    -- English name (lobbies: vendor name)
    min_bet     INTEGER NOT NULL CHECK (min_bet > 0),
    lang        TEXT    NOT NULL,                    -- en or vi
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    session     TEXT                                 -- the site session it was launched from
);
CREATE INDEX launch_tickets_member ON launch_tickets(member_id);

-- Game rounds placed from the demo pages: the bet and the win are ledger transfers
-- bet:<id> and win:<id>. A slot or an instant table settles in the transaction that writes
-- the row; a live table's bet is open until its table round closes (simulator/features/tables).
CREATE TABLE rounds (
    id          TEXT    PRIMARY KEY,                 -- client-generated UUID (idempotency key)
    member_id   INTEGER NOT NULL REFERENCES members(id),
    game_id     INTEGER NOT NULL,
    vassalage   TEXT    NOT NULL,
    game_type   TEXT    NOT NULL,
    game_name   TEXT    NOT NULL,
    seq         INTEGER NOT NULL UNIQUE,             -- the RNG round counter
    bet         INTEGER NOT NULL CHECK (bet > 0),    -- minor units
    win         INTEGER NOT NULL CHECK (win >= 0),   -- minor units
    outcome     TEXT    NOT NULL,                    -- JSON
    placed_at   INTEGER NOT NULL,
    settled_at  INTEGER,                             -- NULL while open
    status      TEXT    NOT NULL CHECK (status IN ('open', 'settled')),
    CHECK ((status = 'open') = (settled_at IS NULL))
);
-- Covering what a member's bet totals read (missions, rollovers, ranks, referrals) too: they
-- add up a member's rounds of a period from the index alone.
CREATE INDEX rounds_member ON rounds(member_id, placed_at, game_type, bet, status);
CREATE INDEX rounds_open ON rounds(game_id) WHERE status = 'open';

-- A live table's round results, one a table and round: dealt from the seed when the round
-- closes, or written ahead by QA (forced); dealt_at is when the round closes.
CREATE TABLE table_results (
    game_id   INTEGER NOT NULL,
    round     INTEGER NOT NULL,
    result    TEXT    NOT NULL,                      -- JSON
    forced    INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1)),
    dealt_at  INTEGER NOT NULL,
    PRIMARY KEY (game_id, round)
);

-- The sportsbook's matches whose result is known: played by the seed when first needed after
-- the final whistle, or set ahead by QA (forced, or void); decided_at is the match's end.
CREATE TABLE sports_results (
    match_id    TEXT    PRIMARY KEY,                 -- <league>-<slot>
    result      TEXT    NOT NULL,                    -- JSON {home, away, events} or {void: true}
    forced      INTEGER NOT NULL DEFAULT 0 CHECK (forced IN (0, 1)),
    decided_at  INTEGER NOT NULL
);

-- Outcomes QA forced with POST /__sim/outcomes; the oldest matching entry is used first.
CREATE TABLE forced_outcomes (
    id         INTEGER PRIMARY KEY,
    player     TEXT    COLLATE NOCASE,               -- account, or NULL for anyone
    game_id    INTEGER,                              -- or NULL for any game
    next       TEXT    NOT NULL,                     -- JSON: "win", "lose" or {"multiplier": m}
    remaining  INTEGER NOT NULL CHECK (remaining >= 0),
    created_at INTEGER NOT NULL
);

-- Lottery (simulator/features/lottery): tickets for an issue, draws that were forced or
-- settled tickets (the rest are re-derived from the seed), numbers QA queued for the next
-- draw, and the draw runs done (a run is never repeated: draws are idempotent).
CREATE TABLE lottery_tickets (
    id          INTEGER PRIMARY KEY,
    ticket_id   TEXT    NOT NULL UNIQUE,             -- LT00000001; ledger lotto-bet:/lotto-win:
    member_id   INTEGER NOT NULL REFERENCES members(id),
    game_code   TEXT    NOT NULL,
    issue       TEXT    NOT NULL,                    -- 20261122-0001
    draw_at     INTEGER NOT NULL,
    play_type   TEXT    NOT NULL,
    numbers     TEXT    NOT NULL,                    -- JSON list of strings
    amount      INTEGER NOT NULL CHECK (amount > 0), -- minor units
    win         INTEGER NOT NULL DEFAULT 0 CHECK (win >= 0),
    result      TEXT,                                -- JSON: the drawn numbers, once settled
    status      TEXT    NOT NULL CHECK (status IN ('open', 'won', 'lost')),
    placed_at   INTEGER NOT NULL,
    settled_at  INTEGER
);
CREATE INDEX lottery_tickets_member ON lottery_tickets(member_id, id);
CREATE INDEX lottery_tickets_open ON lottery_tickets(status, draw_at);
CREATE TABLE lottery_draws (
    game_code  TEXT    NOT NULL,
    issue      TEXT    NOT NULL,
    draw_at    INTEGER NOT NULL,
    numbers    TEXT    NOT NULL,                     -- JSON list of strings
    forced     INTEGER NOT NULL CHECK (forced IN (0, 1)),
    PRIMARY KEY (game_code, issue)
);
CREATE TABLE lottery_forced (
    id          INTEGER PRIMARY KEY,
    game_code   TEXT    NOT NULL,
    numbers     TEXT    NOT NULL,                    -- JSON list of strings
    created_at  INTEGER NOT NULL
);
CREATE TABLE lottery_runs (
    period  TEXT    NOT NULL,                        -- period kind: 30s, 1m, vn-north, ...
    due     INTEGER NOT NULL,
    ran_at  INTEGER NOT NULL,
    PRIMARY KEY (period, due)
);

-- Deposits: an order the player pays on the simulated payment page; the credit
-- is the ledger transfer deposit:<order_no>, posted once however often the callback comes.
CREATE TABLE deposit_orders (
    order_no    TEXT    PRIMARY KEY,                 -- D20261122000001
    member_id   INTEGER NOT NULL REFERENCES members(id),
    request_id  TEXT    NOT NULL,                    -- the client's idempotency key
    channel     TEXT    NOT NULL,
    amount      INTEGER NOT NULL CHECK (amount > 0),
    bonus       INTEGER NOT NULL DEFAULT 0 CHECK (bonus >= 0),
    status      TEXT    NOT NULL CHECK (status IN ('pending', 'paid', 'cancelled', 'expired')),
    pay_token   TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL,
    paid_at     INTEGER,
    callbacks   INTEGER NOT NULL DEFAULT 0,          -- payment callbacks received, replays too
    UNIQUE (member_id, request_id)
);
CREATE INDEX deposit_orders_member ON deposit_orders(member_id, created_at);
CREATE INDEX deposit_orders_open ON deposit_orders(status, expires_at);

-- Withdrawals: bank cards a member bound, and requests. A request reserves
-- wd:<order_no> (and wd-fee:<order_no>) as pending transfers; disbursing posts them,
-- rejecting voids them; a disputed payout may be refunded by a reversing transfer.
CREATE TABLE bank_cards (
    id              INTEGER PRIMARY KEY,
    member_id       INTEGER NOT NULL REFERENCES members(id),
    bank_code       TEXT    NOT NULL,
    account_number  TEXT    NOT NULL,
    account_name    TEXT    NOT NULL,
    created_at      INTEGER NOT NULL,
    UNIQUE (member_id, account_number)
);
CREATE TABLE withdrawals (
    order_no         TEXT    PRIMARY KEY,            -- W20261122000001
    member_id        INTEGER NOT NULL REFERENCES members(id),
    request_id       TEXT    NOT NULL,
    card_id          INTEGER NOT NULL REFERENCES bank_cards(id),
    amount           INTEGER NOT NULL CHECK (amount > 0),   -- what leaves the wallet
    fee              INTEGER NOT NULL CHECK (fee >= 0 AND fee < amount),
    status           TEXT    NOT NULL CHECK (status IN ('reviewing', 'rejected', 'paid',
                         'received', 'auto_received', 'not_received', 'refunded',
                         'force_received')),
    hold             INTEGER NOT NULL DEFAULT 0 CHECK (hold IN (0, 1)),  -- QA: review waits
    created_at       INTEGER NOT NULL,
    paid_at          INTEGER,
    auto_receive_at  INTEGER,
    closed_at        INTEGER,
    remark           TEXT,
    UNIQUE (member_id, request_id)
);
CREATE INDEX withdrawals_member ON withdrawals(member_id, created_at);
CREATE INDEX withdrawals_status ON withdrawals(status, created_at);
CREATE TABLE withdraw_proofs (
    order_no      TEXT    PRIMARY KEY REFERENCES withdrawals(order_no),
    content_type  TEXT    NOT NULL,
    data          BLOB    NOT NULL,
    remark        TEXT,
    created_at    INTEGER NOT NULL
);

-- Agent contracts (docs/agents.md): an upline (NULL: the platform) offers a downline
-- agent a rate of a basis per period; settlement pays through the ledger under
-- <kind>:<contract id>:<period start>, so a period is paid once.
CREATE TABLE contracts (
    id                  INTEGER PRIMARY KEY,
    kind                TEXT    NOT NULL CHECK (kind IN ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')),
    upline_id           INTEGER REFERENCES members(id),
    downline_id         INTEGER NOT NULL REFERENCES members(id),
    rate_bps            INTEGER NOT NULL CHECK (rate_bps > 0 AND rate_bps <= 10000),
    period              TEXT    NOT NULL CHECK (period IN ('D', 'W', 'H', 'M', 'HOUR', '5MIN')),
    min_valid_bet       INTEGER NOT NULL DEFAULT 0 CHECK (min_valid_bet >= 0),
    min_active_members  INTEGER NOT NULL DEFAULT 0 CHECK (min_active_members >= 0),
    status              TEXT    NOT NULL CHECK (status IN ('offered', 'active', 'rejected', 'terminated')),
    created_at          INTEGER NOT NULL,
    decided_at          INTEGER,
    terminated_at       INTEGER
);
CREATE INDEX contracts_downline ON contracts(downline_id, kind, status);
CREATE INDEX contracts_upline ON contracts(upline_id, kind, status);
CREATE TABLE contract_events (
    id           INTEGER PRIMARY KEY,
    contract_id  INTEGER NOT NULL REFERENCES contracts(id),
    event        TEXT    NOT NULL CHECK (event IN ('offered', 'accepted', 'rejected', 'terminated', 'replaced')),
    by_id        INTEGER REFERENCES members(id),       -- NULL: the platform
    at           INTEGER NOT NULL
);
CREATE INDEX contract_events_contract ON contract_events(contract_id, at);

-- ===== points (simulator/features/points): points mall, redeems, earning =====

-- Points share the ledger tables in currency PTS (docs/ledger-model.md): a transfer never
-- mixes two currencies. The store refuses it first; this is the second lock.
CREATE TRIGGER transfers_one_currency BEFORE INSERT ON transfers
WHEN (SELECT currency FROM accounts WHERE id = NEW.debit_account_id)
  <> (SELECT currency FROM accounts WHERE id = NEW.credit_account_id)
BEGIN
    SELECT RAISE(ABORT, 'a transfer stays within one currency');
END;

-- Each member's valid bets counted for points and the points earned on them so far: a bet
-- earns floor(valid x earnPoints / earnPer) - earned, so no fraction is ever lost.
CREATE TABLE points_progress (
    member_id  INTEGER PRIMARY KEY REFERENCES members(id),
    valid      INTEGER NOT NULL DEFAULT 0 CHECK (valid >= 0),   -- minor units
    earned     INTEGER NOT NULL DEFAULT 0 CHECK (earned >= 0)   -- points
);

-- The points mall catalogue (fixtures/point_rewards.yaml); quantity is the stock left.
CREATE TABLE point_rewards (
    id               INTEGER PRIMARY KEY,
    code             TEXT    NOT NULL UNIQUE,
    name             TEXT    NOT NULL,                -- JSON: per language code
    description      TEXT    NOT NULL,                -- JSON: per language code
    units            TEXT    NOT NULL,                -- JSON: per language code
    image            TEXT    NOT NULL,                -- path on the image CDN
    required_points  INTEGER NOT NULL CHECK (required_points > 0),
    required_amount  INTEGER NOT NULL DEFAULT 0 CHECK (required_amount >= 0),  -- minor units
    quantity         INTEGER NOT NULL CHECK (quantity >= 0),
    sort             INTEGER NOT NULL
);

-- A redeem reserves its points and money (redeem:<orderNo>, redeem-amount:<orderNo>) until
-- QA approves (posted) or rejects (voided, stock restored). One per (member, requestId).
CREATE TABLE point_redeems (
    order_no     TEXT    PRIMARY KEY,                 -- R<yyyymmdd><6 digits>
    member_id    INTEGER NOT NULL REFERENCES members(id),
    request_id   TEXT    NOT NULL,
    reward_id    INTEGER NOT NULL REFERENCES point_rewards(id),
    quantity     INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 10),
    points       INTEGER NOT NULL CHECK (points > 0),
    amount       INTEGER NOT NULL CHECK (amount >= 0),  -- minor units
    address      TEXT    NOT NULL,
    mobile       TEXT    NOT NULL,                    -- digits, as given
    status       TEXT    NOT NULL CHECK (status IN ('PROCESS', 'REJECTED', 'APPROVED')),
    created_at   INTEGER NOT NULL,
    decided_at   INTEGER,
    remark       TEXT,
    UNIQUE (member_id, request_id)
);
CREATE INDEX point_redeems_member ON point_redeems(member_id, created_at);
CREATE INDEX point_redeems_status ON point_redeems(status, created_at);

-- ===== promotions (simulator/features/promotions): catalogue state, joins, applications, rollovers =====

-- The catalogue (fixtures/promotions.yaml) as the world was built: each window fixed on the
-- simulator clock (days from the build day, at the brand's midnight), the fixture entry as
-- JSON, and when a raffle or ranking was drawn (at most once).
CREATE TABLE promotions (
    id        INTEGER PRIMARY KEY,                  -- the fixture's id
    code      TEXT    NOT NULL UNIQUE,
    type      TEXT    NOT NULL,
    mode      TEXT    NOT NULL CHECK (mode IN ('DEPOSIT', 'TURNOVER', 'APPLY', 'REBATE', 'RAFFLE', 'RANKING', 'LINK')),
    start_at  INTEGER NOT NULL,
    end_at    INTEGER NOT NULL CHECK (end_at > start_at),
    spec      TEXT    NOT NULL,                     -- JSON: the fixture entry
    drawn_at  INTEGER
);

-- A member who joined a promotion (DEPOSIT, TURNOVER, RAFFLE); once.
CREATE TABLE promotion_joins (
    promotion_id  INTEGER NOT NULL REFERENCES promotions(id),
    member_id     INTEGER NOT NULL REFERENCES members(id),
    joined_at     INTEGER NOT NULL,
    PRIMARY KEY (promotion_id, member_id)
);

-- An APPLY promotion's applications: at most one waiting or issued per member; a rejected
-- one may be followed by a new one.
CREATE TABLE promotion_applications (
    id               INTEGER PRIMARY KEY,
    promotion_id     INTEGER NOT NULL REFERENCES promotions(id),
    member_id        INTEGER NOT NULL REFERENCES members(id),
    remark           TEXT    NOT NULL DEFAULT '' CHECK (length(remark) <= 140),
    status           TEXT    NOT NULL CHECK (status IN ('APPLYING', 'ISSUED', 'REJECTED')),
    created_at       INTEGER NOT NULL,
    decided_at       INTEGER,
    decision_remark  TEXT
);
CREATE UNIQUE INDEX promotion_applications_live ON promotion_applications(promotion_id, member_id)
    WHERE status IN ('APPLYING', 'ISSUED');
CREATE INDEX promotion_applications_status ON promotion_applications(status, created_at);

-- Up to 3 png or jpeg images of an application, checked by their magic bytes, 5 MB each.
CREATE TABLE promotion_application_images (
    application_id  INTEGER NOT NULL REFERENCES promotion_applications(id),
    n               INTEGER NOT NULL CHECK (n BETWEEN 1 AND 3),
    content_type    TEXT    NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
    data            BLOB    NOT NULL CHECK (length(data) <= 5242880),
    PRIMARY KEY (application_id, n)
);

-- Money a promotion paid a member; reference is the ledger transfer's (bonus:main -> main).
-- day: the brand day a rebate paid for.
CREATE TABLE promotion_rewards (
    reference     TEXT    PRIMARY KEY,
    promotion_id  INTEGER NOT NULL REFERENCES promotions(id),
    member_id     INTEGER NOT NULL REFERENCES members(id),
    amount        INTEGER NOT NULL CHECK (amount > 0),
    day           TEXT,
    paid_at       INTEGER NOT NULL
);
CREATE INDEX promotion_rewards_member ON promotion_rewards(member_id, paid_at);

-- What a raffle or ranking draw gave: one prize per winner, claimed once. rank: the place
-- (ranking) or the order drawn (raffle); tickets: the raffle tickets the winner held.
CREATE TABLE promotion_prizes (
    promotion_id  INTEGER NOT NULL REFERENCES promotions(id),
    member_id     INTEGER NOT NULL REFERENCES members(id),
    prize         INTEGER NOT NULL CHECK (prize > 0),
    rank          INTEGER NOT NULL CHECK (rank > 0),
    tickets       INTEGER,
    claimed_at    INTEGER,
    PRIMARY KEY (promotion_id, member_id),
    UNIQUE (promotion_id, rank)
);

-- Winners QA forced for a raffle's next draw (POST /__sim/promotions/<id>/raffle).
CREATE TABLE promotion_forced_winners (
    promotion_id  INTEGER NOT NULL REFERENCES promotions(id),
    member_id     INTEGER NOT NULL REFERENCES members(id),
    prize         INTEGER NOT NULL CHECK (prize > 0),
    position      INTEGER NOT NULL CHECK (position > 0),
    PRIMARY KEY (promotion_id, member_id)
);

-- A bonus's rollover: `required` of valid bets placed from paid_at on (concurrent rollovers
-- count the same bets); met_at once they were. Withdrawals wait while one is unmet.
CREATE TABLE rollovers (
    id            INTEGER PRIMARY KEY,
    member_id     INTEGER NOT NULL REFERENCES members(id),
    reference     TEXT    NOT NULL UNIQUE,          -- the bonus transfer's
    promotion_id  INTEGER,                          -- none for a mission's bonus
    required      INTEGER NOT NULL CHECK (required > 0),
    paid_at       INTEGER NOT NULL,
    met_at        INTEGER
);
CREATE INDEX rollovers_unmet ON rollovers(member_id) WHERE met_at IS NULL;

-- ===== missions (simulator/features/missions): login days, claims =====

-- One row per member and brand day (yyyy-MM-dd, brand timeZone) with a successful login:
-- LOGIN_DAYS missions count them. Trial accounts too.
CREATE TABLE login_days (
    member_id  INTEGER NOT NULL REFERENCES members(id),
    day        TEXT    NOT NULL,
    first_at   INTEGER NOT NULL,                     -- the day's first login
    PRIMARY KEY (member_id, day)
);

-- A mission reward paid: once per mission, member and period (period_key: the period's
-- first brand day). reference is the ledger transfer's (mission:<id>:<member>:<period_key>).
CREATE TABLE mission_claims (
    id           INTEGER PRIMARY KEY,
    mission_id   INTEGER NOT NULL,                   -- fixtures/missions.yaml id
    member_id    INTEGER NOT NULL REFERENCES members(id),
    period       TEXT    NOT NULL CHECK (period IN ('DAILY', 'WEEKLY')),
    period_key   TEXT    NOT NULL,
    reward_kind  TEXT    NOT NULL CHECK (reward_kind IN ('MONEY', 'POINTS')),
    reward       INTEGER NOT NULL CHECK (reward > 0), -- minor units (MONEY) or points
    reference    TEXT    NOT NULL UNIQUE,
    claimed_at   INTEGER NOT NULL,
    UNIQUE (mission_id, member_id, period_key)
);
CREATE INDEX mission_claims_time ON mission_claims(claimed_at);
CREATE INDEX mission_claims_member ON mission_claims(member_id, claimed_at);

-- ===== announcements (simulator/features/announcements): published notices, dismissals =====

-- Notices of types PL (player list), PU (pop-up), PR (promotion notice) and H (home
-- marquee): seeded from fixtures/announcements.yaml or published by QA; live in
-- [start_at, end_at) on the simulator clock (end_at NULL: no end). Titles and content are
-- JSON objects per Language code; content is HTML, sanitised on output. Banners (type B)
-- stay in fixtures/banners.yaml.
CREATE TABLE announcements (
    id          INTEGER PRIMARY KEY,
    type        TEXT    NOT NULL CHECK (type IN ('PL', 'PU', 'PR', 'H')),
    title       TEXT    NOT NULL,                    -- JSON {EN, TY, ...}
    content     TEXT    NOT NULL,                    -- JSON {EN, TY, ...}, HTML
    created_at  INTEGER NOT NULL,
    start_at    INTEGER NOT NULL,
    end_at      INTEGER,
    CHECK (end_at IS NULL OR end_at >= start_at)
);
CREATE INDEX announcements_live ON announcements(type, start_at);

-- A member closed a pop-up: it is not shown to them again. Once per member.
CREATE TABLE announcement_dismissals (
    announcement_id  INTEGER NOT NULL REFERENCES announcements(id),
    member_id        INTEGER NOT NULL REFERENCES members(id),
    dismissed_at     INTEGER NOT NULL,
    PRIMARY KEY (member_id, announcement_id)
);

-- ===== messages (simulator/features/messages): the inbox =====

-- A platform message: a template of fixtures/messages.yaml and its parameters (JSON),
-- rendered in the reader's language at read time. dedupe_key makes an event write once
-- (deposit:<orderNo>, bonus:<reference>, mission:<id>:<periodKey>, ...); deleting only
-- hides the row, so a deleted message is never written again by the same event.
CREATE TABLE messages (
    id          INTEGER PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    category    TEXT    NOT NULL CHECK (category IN ('SYSTEM', 'DEPOSIT', 'WITHDRAW', 'BONUS',
                    'CONTRACT', 'MISSION', 'REFERRAL', 'RANK')),
    template    TEXT    NOT NULL,
    params      TEXT    NOT NULL,                    -- JSON object
    dedupe_key  TEXT,
    created_at  INTEGER NOT NULL,
    read_at     INTEGER,
    deleted_at  INTEGER,
    UNIQUE (member_id, dedupe_key)
);
CREATE INDEX messages_inbox ON messages(member_id, created_at) WHERE deleted_at IS NULL;

-- ===== referral and ranks (simulator/features/referral, ranks) =====

-- An invitee registered with a member's referral code (R + the inviter's id in base 36).
-- status: PENDING until the job pays the inviter (REWARDED, reference referral:<invitee_id>)
-- or the invitee's withinDays pass unqualified (EXPIRED); QUALIFIED is only ever shown, for
-- a PENDING invitee who qualifies before the job's next run. Ranks need no table:
-- members.club_rank.
CREATE TABLE referrals (
    invitee_id     INTEGER PRIMARY KEY REFERENCES members(id),
    inviter_id     INTEGER NOT NULL REFERENCES members(id),
    registered_at  INTEGER NOT NULL,
    status         TEXT    NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'REWARDED', 'EXPIRED')),
    reward         INTEGER CHECK (reward > 0),       -- minor units, once REWARDED
    reference      TEXT    UNIQUE,                   -- the ledger transfer's, once REWARDED
    decided_at     INTEGER,                          -- when it was REWARDED or EXPIRED
    CHECK (invitee_id <> inviter_id),
    CHECK ((status = 'REWARDED') = (reward IS NOT NULL AND reference IS NOT NULL))
);
CREATE INDEX referrals_inviter ON referrals(inviter_id, registered_at);
CREATE INDEX referrals_pending ON referrals(registered_at) WHERE status = 'PENDING';

-- ===== feedback, join, chat (simulator/features/feedback, join, chat) =====

-- What a member sent from the feedback form (PUT or POST /wps/feedback).
CREATE TABLE feedback (
    id             INTEGER PRIMARY KEY,
    member_id      INTEGER NOT NULL REFERENCES members(id),
    question_type  TEXT    NOT NULL CHECK (question_type IN
                       ('DEPOSIT', 'WITHDRAW', 'GAME', 'ACCOUNT', 'PROMOTION', 'OTHER')),
    content        TEXT    NOT NULL CHECK (length(content) BETWEEN 10 AND 500),
    contact        TEXT    NOT NULL CHECK (length(contact) BETWEEN 1 AND 100),
    images         INTEGER NOT NULL DEFAULT 0 CHECK (images BETWEEN 0 AND 3),
    created_at     INTEGER NOT NULL
);
CREATE INDEX feedback_time ON feedback(created_at);

-- Up to 3 png or jpeg images of a feedback, checked by their magic bytes, 5 MB each.
CREATE TABLE feedback_images (
    feedback_id   INTEGER NOT NULL REFERENCES feedback(id),
    n             INTEGER NOT NULL CHECK (n BETWEEN 1 AND 3),
    content_type  TEXT    NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
    data          BLOB    NOT NULL CHECK (length(data) <= 5242880),
    PRIMARY KEY (feedback_id, n)
);

-- Applications to the agent or affiliate programme (POST /wps/agent/apply, no session).
-- contact_key is the contact without spaces, lower case: with ip, what the throttle counts.
CREATE TABLE join_applications (
    id           INTEGER PRIMARY KEY,
    type         TEXT    NOT NULL CHECK (type IN ('AGENT', 'AFFILIATE')),
    name         TEXT    NOT NULL,
    contact      TEXT    NOT NULL,
    contact_key  TEXT    NOT NULL,
    channel      TEXT    NOT NULL CHECK (channel IN ('TELEGRAM', 'ZALO', 'PHONE', 'EMAIL')),
    message      TEXT    NOT NULL CHECK (length(message) <= 500),
    ip           TEXT    NOT NULL,
    created_at   INTEGER NOT NULL
);
CREATE INDEX join_applications_contact ON join_applications(contact_key, created_at);
CREATE INDEX join_applications_ip ON join_applications(ip, created_at);

-- Chat rooms (simulator/features/chat; the rooms are fixtures/chat_rooms.yaml). A chat
-- ticket opens one room's page for one member (the page's ?t=), like a game launch ticket.
CREATE TABLE chat_tickets (
    ticket      TEXT    PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    room_id     INTEGER NOT NULL,
    language    TEXT    NOT NULL,                    -- a brand language code: EN, TY
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL
);
CREATE INDEX chat_tickets_room ON chat_tickets(room_id, expires_at);

-- A room's messages; only the newest 200 per room are kept. member_id NULL: the room's host
-- (QA posting without `as`).
CREATE TABLE chat_messages (
    id          INTEGER PRIMARY KEY,
    room_id     INTEGER NOT NULL,
    member_id   INTEGER REFERENCES members(id),
    text        TEXT    NOT NULL CHECK (length(text) BETWEEN 1 AND 200),
    created_at  INTEGER NOT NULL
);
CREATE INDEX chat_messages_room ON chat_messages(room_id, id);

-- The winners board (simulator/features/winners) reads recent wins by settlement time.
CREATE INDEX rounds_wins ON rounds(settled_at) WHERE win > 0;
CREATE INDEX lottery_tickets_won ON lottery_tickets(settled_at) WHERE status = 'won';

-- Since schema version 2. The running state kept across restarts and in snapshots: key
-- 'clock' {now, frozen, wall} (epoch ms; a running clock keeps its distance from wall time),
-- key 'dues' {job: next due ms}.
CREATE TABLE sim_state (
    key    TEXT PRIMARY KEY,
    value  TEXT NOT NULL
);

-- Since schema version 5. Responsible gaming (simulator/features/responsible): a member's
-- limits, deposit, loss and wager per day, week and month (minor units) and the session time
-- (minutes, period 'session'); amount NULL: none. A raise or a removal waits 24 hours on the
-- clock: pending_set 1, pending the new amount (NULL: removed), pending_at when it applies.
CREATE TABLE rg_limits (
    member_id    INTEGER NOT NULL REFERENCES members(id),
    kind         TEXT    NOT NULL CHECK (kind IN ('deposit', 'loss', 'wager', 'session')),
    period       TEXT    NOT NULL CHECK (period IN ('day', 'week', 'month', 'session')),
    amount       INTEGER CHECK (amount IS NULL OR amount > 0),
    pending_set  INTEGER NOT NULL DEFAULT 0 CHECK (pending_set IN (0, 1)),
    pending      INTEGER CHECK (pending IS NULL OR pending > 0),
    pending_at   INTEGER,
    updated_at   INTEGER NOT NULL,
    PRIMARY KEY (member_id, kind, period)
);
CREATE INDEX rg_limits_pending ON rg_limits(pending_at) WHERE pending_set = 1;

-- A member's reality check: every 15, 30 or 60 minutes of a session (NULL: off).
CREATE TABLE rg_settings (
    member_id        INTEGER PRIMARY KEY REFERENCES members(id),
    reality_minutes  INTEGER
        CHECK (reality_minutes IS NULL OR reality_minutes IN (15, 30, 60))
);

-- Time-outs (24h, 7d, 30d) and self-exclusions (6m, 1y, 5y, permanent: ends_at NULL). A
-- player cannot end one early; QA can (/__sim/), which sets cleared_at.
CREATE TABLE rg_exclusions (
    id          INTEGER PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    kind        TEXT    NOT NULL CHECK (kind IN ('timeout', 'self_exclusion')),
    length      TEXT    NOT NULL
        CHECK (length IN ('24h', '7d', '30d', '6m', '1y', '5y', 'permanent')),
    started_at  INTEGER NOT NULL,
    ends_at     INTEGER,
    cleared_at  INTEGER
);
CREATE INDEX rg_exclusions_member ON rg_exclusions(member_id, started_at);
