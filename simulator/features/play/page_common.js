  // Shared by the demo pages (play/page.html, tables/live.html, sportsbook/sports.html): inserted into each page's
  // script, after its `W` (the words) is set.
  function uuid() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    var b = crypto.getRandomValues(new Uint8Array(16)), h = [];
    b[6] = (b[6] & 15) | 64; b[8] = (b[8] & 63) | 128;
    for (var i = 0; i < 16; i++) h.push((b[i] + 256).toString(16).slice(1));
    return h.slice(0, 4).join("") + "-" + h.slice(4, 6).join("") + "-" + h.slice(6, 8).join("") + "-" + h.slice(8, 10).join("") + "-" + h.slice(10).join("");
  }
  function api(path, options) {
    return fetch(path, options).then(function (r) {
      return r.json().then(function (body) { if (!body.success) throw body; return body.value; });
    });
  }
  var PROBLEMS = {
    "balance.insufficient": "insufficient", "ticket.expired": "expired", "ticket.invalid": "invalid", "game.maintenance": "maintenance",
    "session.time.limit": "sessionLimit", "login.not.session": "sessionEnded", "table.betting.closed": "bettingClosed",
    "limit.deposit.exceeded": "limit", "limit.wager.exceeded": "limit", "limit.loss.exceeded": "limit",
    "sports.odds.changed": "oddsChanged", "sports.market.closed": "marketClosed", "sports.stake.invalid": "stakeInvalid", "sports.legs.invalid": "legsInvalid"
  };
  // The page's words for an error, its {placeholders} filled from the error's value; the
  // server's message when the page has no words for it or they need a value it did not send.
  function problem(err) {
    var key = PROBLEMS[err && err.errorCode], words = key && W[key], value = (err && err.value) || {}, missing = false;
    var said = words ? words.replace(/\{(\w+)\}/g, function (all, name) {
      if (value[name] === undefined) { missing = true; return all; }
      return value[name];
    }) : null;
    return said && !missing ? said : (err && err.message) || W.error;
  }
