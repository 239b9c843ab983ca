-- Simulator storage, created at start and rebuilt by POST /__sim/reset.
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

CREATE TABLE sessions (
    token       TEXT    PRIMARY KEY,
    member_id   INTEGER NOT NULL REFERENCES members(id),
    created_at  INTEGER NOT NULL,
    expires_at  INTEGER NOT NULL
);
CREATE INDEX sessions_member ON sessions(member_id);

-- Double-entry ledger (docs/ledger-model.md). Posted balance = credits_posted -
-- debits_posted; a transfer debits one account and credits another by the same amount, so
-- all posted balances always sum to zero. Pending (two-phase) amounts are reserved in
-- debits_pending / credits_pending until a later transfer posts or voids them.
CREATE TABLE accounts (
    id               INTEGER PRIMARY KEY,
    code             TEXT    NOT NULL UNIQUE,        -- house:main, member:12:main, member:12:game:PG
    kind             TEXT    NOT NULL CHECK (kind IN ('house', 'payments', 'bonus', 'commission', 'player')),
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
    expires_at  INTEGER NOT NULL
);
CREATE INDEX launch_tickets_member ON launch_tickets(member_id);

-- Game rounds placed from the demo pages: the bet and the win are ledger transfers
-- bet:<id> and win:<id>, written in the same transaction as the row.
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
    settled_at  INTEGER NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('settled'))
);
CREATE INDEX rounds_member ON rounds(member_id, placed_at);

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
