// The routes of docs/serve.md: who may call each, and which Table calls it makes.
#include <boost/asio/post.hpp>
#include <nlohmann/json.hpp>

#include "cli/common.h"
#include "cli/games.h"
#include "cli/levels.h"
#include "cli/report/page.h"
#include "cli/served.h"
#include "cli/web_assets.h"
#include "core/base/base.h"
#include "core/content/content.h"
#include "core/table/table.h"

namespace arbiter::cli {

namespace net = boost::asio;
using nlohmann::json;

namespace {

constexpr int kMaxDepth = 16;  // JSON nesting a request may have; none of ours needs more than 3
constexpr auto kTicketLife = std::chrono::seconds(60);

bool starts(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

// The request's body as JSON, or null with `why` set. Depth is checked
// before parsing, so a body of ten thousand brackets costs one scan.
json body_json(const http::Request& req, std::string& why) {
  int depth = 0, deepest = 0;
  bool quoted = false, escaped = false;
  for (char c : req.body) {
    if (quoted) {
      escaped = !escaped && c == '\\';
      if (c == '"' && !escaped) quoted = false;
      continue;
    }
    if (c == '"') quoted = true;
    if (c == '[' || c == '{') deepest = std::max(deepest, ++depth);
    if (c == ']' || c == '}') --depth;
  }
  if (deepest > kMaxDepth) {
    why = "the JSON is nested deeper than " + std::to_string(kMaxDepth);
    return nullptr;
  }
  json j = json::parse(req.body, nullptr, false);
  if (j.is_discarded()) {
    why = "the body is not JSON";
    return nullptr;
  }
  return j;
}

http::Response ok(const json& j) {
  http::Response r;
  r.body = j.dump() + "\n";
  return r;
}

http::Response wrong_method(const std::string& allowed) {
  http::Response r = http::error(405, "this route takes " + allowed);
  r.headers.push_back({"Allow", allowed});
  return r;
}

// The seat behind a request's secret; kSpectator without one where a
// spectator may come; 0 for a wrong secret (or none where one is needed).
int viewer_of(const Served& s, const http::Request& req, bool spectator) {
  std::string secret = bearer(req);
  if (secret.empty()) return spectator ? kSpectator : 0;
  return s.table->seat_of(secret);
}

http::Response unauthorized(const http::Request& req) {
  http::Response r = http::error(401, bearer(req).empty() ? "no secret: send Authorization: "
                                                            "Bearer SECRET"
                                                          : "wrong secret");
  r.headers.push_back({"WWW-Authenticate", "Bearer"});
  return r;
}

// The embedded web files the pages may load: the pages' own, nothing else
// of web/ (the replay and readings pages are served whole, not as assets).
const std::map<std::string, std::string>& allowed_assets() {
  static const std::map<std::string, std::string> kTypes = {
      {"host.html", "text/html; charset=utf-8"},      {"seat.html", "text/html; charset=utf-8"},
      {"host.js", "text/javascript; charset=utf-8"},  {"seat.js", "text/javascript; charset=utf-8"},
      {"table.js", "text/javascript; charset=utf-8"}, {"host.css", "text/css; charset=utf-8"},
      {"seat.css", "text/css; charset=utf-8"},        {"table.css", "text/css; charset=utf-8"}};
  return kTypes;
}

http::Response asset(const std::string& name) {
  auto type = allowed_assets().find(name);
  std::optional<std::string> text = type == allowed_assets().end() ? std::nullopt : web::file(name);
  if (!text) return http::error(404, "no such file");
  http::Response r;
  r.type = type->second;
  r.body = std::move(*text);
  r.headers.push_back({"Cache-Control", "no-cache"});
  return r;
}

// SHA-256 of `text` in base64: how a Content-Security-Policy names an inline script.
std::string base64_sha256(const std::string& text) {
  static const char* kDigits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  Sha256 h;
  h.add(text);
  std::array<uint8_t, 32> d = h.finish();
  std::string out;
  for (size_t i = 0; i < d.size(); i += 3) {
    uint32_t n = uint32_t(d[i]) << 16 | (i + 1 < d.size() ? uint32_t(d[i + 1]) << 8 : 0) |
                 (i + 2 < d.size() ? d[i + 2] : 0);
    out += kDigits[(n >> 18) & 63];
    out += kDigits[(n >> 12) & 63];
    out += i + 1 < d.size() ? kDigits[(n >> 6) & 63] : '=';
    out += i + 2 < d.size() ? kDigits[n & 63] : '=';
  }
  return out;
}

// A page's inline scripts and styles, allowed by their hashes and nothing else.
std::string inline_policy(const std::string& html) {
  std::string scripts, styles;
  for (const std::string tag : {"script", "style"}) {
    size_t at = 0;
    while ((at = html.find("<" + tag, at)) != std::string::npos) {
      size_t open = html.find('>', at), close = html.find("</" + tag + ">", at);
      if (open == std::string::npos || close == std::string::npos) break;
      std::string& into = tag == "script" ? scripts : styles;
      into += " 'sha256-" + base64_sha256(html.substr(open + 1, close - open - 1)) + "'";
      at = close;
    }
  }
  return "default-src 'none'; script-src" + (scripts.empty() ? " 'none'" : scripts) +
         "; style-src" + (styles.empty() ? " 'none'" : styles) +
         "; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
}

// The games a host may start, with what a new table of each may be given.
std::string games_json(const std::vector<std::string>& roots) {
  json out = json::array();
  for (const auto& id : list_games(roots)) {
    try {
      Content c = load_content(roots, id);
      json g = json::parse(json_compact(game_json(c)));
      std::vector<std::string> levels = bot_levels(c);
      levels.insert(levels.end(), kEngineLevels.begin(), kEngineLevels.end());
      g["bots"] = levels;
      out.push_back(g);
    } catch (const Error& e) {
      out.push_back({{"id", id}, {"broken", e.what()}});
    }
  }
  return out.dump() + "\n";
}

// A table's spec from POST /api/tables, or why it is not one.
std::string spec_of(const json& j, TableSpec& spec) {
  if (!j.is_object()) return "a table is a JSON object (docs/serve.md)";
  if (!j.contains("game") || !j["game"].is_string()) return "\"game\" names the game";
  spec.game = j["game"];
  if (!j.contains("players") || !j["players"].is_array() || j["players"].empty())
    return "\"players\" is a list of seat names";
  for (const auto& p : j["players"]) {
    if (!p.is_string() || p.get<std::string>().empty()) return "each player is a name";
    spec.players.push_back(p);
  }
  for (const auto& v : j.value("variants", json::array())) {
    if (!v.is_string()) return "\"variants\" is a list of variant ids";
    spec.variants.push_back(v);
  }
  // Each list read into a value of its own first: items() of a temporary
  // would outlive it.
  const json options = j.value("options", json::object());
  const json bots = j.value("bots", json::object());
  for (const auto& [k, v] : options.items()) {
    if (!v.is_string()) return "\"options\" maps each option to a string";
    spec.options[k] = v;
  }
  for (const auto& [name, level] : bots.items()) {
    auto at = std::find(spec.players.begin(), spec.players.end(), name);
    if (at == spec.players.end()) return "\"bots\" names '" + name + "', not a player";
    if (!level.is_string()) return "each bot's level is a string";
    spec.bots[static_cast<int>(at - spec.players.begin()) + 1] = level;
  }
  if (j.contains("seed")) {
    if (!j["seed"].is_number_unsigned()) return "\"seed\" is a whole number, 0 or more";
    spec.seed = j["seed"];
  } else {
    spec.seed = std::stoull(new_secret().substr(0, 8), nullptr, 16) % 1000000000;
  }
  return "";
}

}  // namespace

bool Service::Impl::is_host(const http::Request& req) const {
  std::string secret = bearer(req);
  return !secret.empty() && secret_matches(secret, config.host_hash);
}

void Service::Impl::http(http::Request req, http::Respond answer) {
  // Nothing a table says may be kept by a cache on the way, or by the browser.
  http::Respond respond = [answer](http::Response r) {
    bool set = false;
    for (const auto& h : r.headers) set = set || h.first == "Cache-Control";
    if (!set) r.headers.push_back({"Cache-Control", "no-store"});
    answer(std::move(r));
  };
  const std::string& p = req.path;
  bool get = req.method == "GET" || req.method == "HEAD";
  if (p == "/" || starts(p, "/assets/") ||
      (starts(p, "/t/") && p.find('/', 3) == std::string::npos)) {
    if (!get) return respond(wrong_method("GET"));
    if (p == "/") return respond(asset("host.html"));
    if (starts(p, "/assets/")) return respond(asset(p.substr(8)));
    if (!find(p.substr(3))) return respond(http::error(404, "no such table"));
    return respond(asset("seat.html"));
  }
  if (starts(p, "/t/") && p.size() > 10 && p.compare(p.size() - 7, 7, "/replay") == 0) {
    auto s = find(p.substr(3, p.size() - 10));
    if (!s) return respond(http::error(404, "no such table"));
    if (!get) return respond(wrong_method("GET"));
    return replay(s, req, std::move(respond));
  }
  if (p == "/api/games" || p == "/api/tables") {
    std::string what = p.substr(5);  // before `req` (and `p` with it) is moved from
    return host_route(what, std::move(req), std::move(respond));
  }
  if (starts(p, "/api/tables/")) {
    std::string rest = p.substr(12);
    size_t slash = rest.find('/');
    if (slash != std::string::npos)
      return table_route(rest.substr(0, slash), rest.substr(slash + 1), std::move(req),
                         std::move(respond));
  }
  respond(http::error(404, "no such route (docs/serve.md lists them)"));
}

void Service::Impl::host_route(const std::string& what, http::Request req, http::Respond respond) {
  bool post = req.method == "POST";
  if (req.method != "GET" && !(post && what == "tables"))
    return respond(wrong_method(what == "tables" ? "GET, POST" : "GET"));
  if (!is_host(req)) return respond(unauthorized(req));
  auto self = shared_from_this();
  if (what == "games") {
    return post_guarded(pool, "the games list", respond, [self, respond] {
      // Made outside the lock: loading every game takes a while, and the
      // network thread takes the lock to find a table.
      std::string listed;
      {
        std::lock_guard lock(self->mutex);
        listed = self->games;
      }
      if (listed.empty()) listed = games_json(self->config.roots);
      {
        std::lock_guard lock(self->mutex);
        self->games = listed;
      }
      http::Response r;
      r.body = listed;
      respond(r);
    });
  }
  if (!post) {
    json list = json::array();
    std::lock_guard lock(mutex);
    for (const auto& [id, s] : tables) {
      std::lock_guard summary(s->summary_mutex);
      list.push_back(s->summary);
    }
    return respond(ok(list));
  }
  std::string why;
  json j = body_json(req, why);
  TableSpec spec;
  if (why.empty()) why = spec_of(j, spec);
  if (!why.empty()) return respond(http::error(400, why));
  post_guarded(pool, "a new table", respond, [self, spec, respond] {
    try {
      Table::Created c = Table::create(spec, self->config.dir, self->config.env);
      std::string id = c.table->id();
      json seats = json::object();
      for (const auto& [seat, secret] : c.secrets)
        seats[spec.players[seat - 1]] = "/t/" + id + "#seat=" + secret;
      self->add(std::move(c.table));
      respond(ok({{"table", id}, {"seed", spec.seed}, {"seats", seats}, {"watch", "/t/" + id}}));
    } catch (const Error& e) {
      respond(http::error(400, e.what()));
    }
  });
}

void Service::Impl::table_route(const std::string& id, const std::string& what, http::Request req,
                                http::Respond respond) {
  static const std::map<std::string, std::string> kMethods = {
      {"state", "GET"}, {"moves", "POST"}, {"bot", "POST"}, {"replay", "POST"}, {"ws", "GET"}};
  auto method = kMethods.find(what);
  if (method == kMethods.end())
    return respond(http::error(404, "no such route (docs/serve.md lists them)"));
  auto s = find(id);
  if (!s) return respond(http::error(404, "no such table"));
  if (req.method != method->second) return respond(wrong_method(method->second));
  if (what == "ws")
    return respond(http::error(426, "this route is a WebSocket: send Upgrade: websocket"));
  std::string why;
  json body = what == "moves" || what == "bot" ? body_json(req, why) : json();
  if (!why.empty()) return respond(http::error(400, why));
  auto self = shared_from_this();
  post_guarded(
      s->strand, "table " + id, respond,
      [self, s, what, req = std::move(req), body = std::move(body), respond] {
        int viewer = viewer_of(*s, req, what == "state" || what == "replay");
        if (viewer == 0) return respond(unauthorized(req));
        if (viewer != kSpectator) {
          s->table->joined(viewer);
          if (s->table->bot_due() && !s->bots_moving) self->changed(s);  // the last seat awaited
        }
        if (what == "state") {
          http::Response r;
          r.body = s->table->state_json(viewer, 0);
          return respond(r);
        }
        if (what == "replay") return respond(self->ticket(*s, viewer));
        if (viewer == kSpectator) return respond(http::error(403, "a spectator makes no moves"));
        http::Response r =
            what == "moves" ? self->move(*s, viewer, body) : self->to_bot(*s, viewer, body);
        respond(r);
        if (r.status == 200 && (what == "bot" || json::parse(r.body).value("applied", false)))
          self->changed(s);
      });
}

http::Response Service::Impl::to_bot(Served& s, int seat, const json& body) {
  if (!body.is_object() || !body.contains("level") || !body["level"].is_string())
    return http::error(400, "the body is {\"level\": \"basic\"} (a bot level of the game)");
  if (s.table->over()) return http::error(409, "the game is over");
  try {
    s.table->hand_to_bot(seat, body["level"]);
  } catch (const Error& e) {
    return http::error(400, e.what());
  }
  return ok({{"bot", body["level"]}, {"step", s.table->step()}});
}

http::Response Service::Impl::ticket(Served& s, int viewer) {
  if (!s.table->over())
    return http::error(409, "the game is not over: its replay page comes at its end");
  std::erase_if(s.tickets, [](const auto& t) { return t.second.until < Clock::now(); });
  std::string t = new_secret();
  s.tickets[t] = {viewer, Clock::now() + kTicketLife};
  return ok({{"ticket", t}, {"url", "/t/" + s.table->id() + "/replay?ticket=" + t}});
}

void Service::Impl::replay(const std::shared_ptr<Served>& s, const http::Request& req,
                           http::Respond respond) {
  auto self = shared_from_this();
  post_guarded(s->strand, "table " + s->table->id(), respond,
               [self, s, ticket = req.param("ticket"), respond] {
                 auto it = s->tickets.find(ticket);
                 if (it == s->tickets.end() || it->second.until < Clock::now())
                   return respond(http::error(
                       403, "no such ticket: ask POST /api/tables/<table>/replay for one"));
                 int viewer = it->second.viewer;
                 s->tickets.erase(it);  // one use: a link that leaks shows nothing
                 PageOptions o;
                 o.roots = self->config.roots;
                 o.record_name = s->table->id();
                 o.version = program_version();
                 // Never the page without a viewer: that is the referee's, every hand shown.
                 if (viewer == kSpectator)
                   o.spectator = true;
                 else
                   o.viewer = s->table->players()[viewer - 1];
                 Page page = replay_page(s->table->record(), o);
                 if (page.html.empty())
                   return respond(http::error(500, "the record could not be replayed"));
                 http::Response r;
                 r.type = "text/html; charset=utf-8";
                 r.headers.push_back({"Content-Security-Policy", inline_policy(page.html)});
                 r.headers.push_back({"Cache-Control", "no-store"});
                 r.body = std::move(page.html);
                 respond(r);
               });
}

}  // namespace arbiter::cli
