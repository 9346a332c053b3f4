#include "cli/serve_service.h"

#include <boost/asio/post.hpp>
#include <boost/asio/steady_timer.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/served.h"
#include "core/base/base.h"

namespace arbiter::cli {

namespace net = boost::asio;
using nlohmann::json;

bool Allowance::take(double rate) {
  Clock::time_point now = Clock::now();
  double burst = 2 * rate;
  if (tokens < 0) tokens = burst;
  tokens = std::min(burst, tokens + rate * std::chrono::duration<double>(now - at).count());
  at = now;
  if (tokens < 1) return false;
  tokens -= 1;
  return true;
}

void report_failure(const std::string& what, const char* why, const http::Respond& respond) {
  std::cerr << what << ": failed: " << printable_lines(why) << std::endl;
  if (respond) respond(http::error(500, "the server failed on this request: " + std::string(why)));
}

std::string bearer(const http::Request& req) {
  std::string h = req.header("authorization");
  const std::string scheme = "Bearer ";
  return h.compare(0, scheme.size(), scheme) == 0 ? h.substr(scheme.size()) : "";
}

std::shared_ptr<Served> Service::Impl::find(const std::string& id) {
  std::lock_guard lock(mutex);
  auto it = tables.find(id);
  return it == tables.end() ? nullptr : it->second;
}

void Service::Impl::add(std::unique_ptr<Table> t) {
  std::string id = t->id();
  auto s = std::make_shared<Served>(std::move(t), net::make_strand(pool.get_executor()));
  {
    std::lock_guard lock(mutex);
    tables[id] = s;
  }
  post_guarded(s->strand, "table " + id, nullptr,
               [self = shared_from_this(), s] { self->changed(s); });
}

void Service::Impl::changed(const std::shared_ptr<Served>& s) {
  push(*s);
  if (s->bots_moving || !s->failed.empty() || !s->table->bot_due()) return;
  s->bots_moving = true;
  post_guarded(s->strand, "table " + s->table->id(), nullptr,
               [self = shared_from_this(), s] { self->bot_step(s); });
}

void Service::Impl::push(Served& s) {
  int step = s.table->step();
  {
    nlohmann::json people = nlohmann::json::array();
    for (int seat = 1; seat <= static_cast<int>(s.table->players().size()); ++seat)
      if (s.table->is_person(seat)) people.push_back(s.table->players()[seat - 1]);
    std::lock_guard lock(s.summary_mutex);
    s.summary = {{"table", s.table->id()},
                 {"game", s.table->record().game},
                 {"players", s.table->players()},
                 {"people", people},
                 {"step", step},
                 {"over", s.table->over()},
                 {"watching", s.watchers.size()}};
  }
  std::erase_if(s.watchers, [](const Served::Watcher& w) { return w.peer.expired(); });
  for (auto& w : s.watchers) {
    if (auto peer = w.peer.lock()) peer->send(s.table->state_json(w.viewer, w.log_from));
    w.log_from = step + 1;
  }
}

// One bot move a post, so that moves and views of people at the table come
// in between a bot's moves rather than after the whole run of them.
void Service::Impl::bot_step(const std::shared_ptr<Served>& s) {
  s->bots_moving = false;
  if (!s->table->bot_due()) return;
  try {
    s->table->play_bot();
  } catch (const Table::NotStored& e) {
    // The disk is full: the bot's move was not taken. It is tried again in
    // a second, as a person would try again.
    std::cerr << "table " << s->table->id() << ": " << printable_lines(e.what())
              << "; the bots try again in a second" << std::endl;
    auto timer = std::make_shared<net::steady_timer>(s->strand, std::chrono::seconds(1));
    s->bots_moving = true;
    timer->async_wait([self = shared_from_this(), s, timer](boost::system::error_code) {
      post_guarded(s->strand, "table " + s->table->id(), nullptr, [self, s] { self->bot_step(s); });
    });
    return;
  } catch (const std::exception& e) {
    // The table's record holds every move made; the bots stop here.
    s->failed = e.what();
    std::cerr << "table " << s->table->id() << ": the bots stopped: " << printable_lines(e.what())
              << std::endl;
  }
  changed(s);
}

namespace {

// The move of a request's JSON, or why it is not one.
std::string move_problem(const json& m) {
  if (!m.is_object()) return "a move is a JSON object: {\"step\": N, \"move\": \"LABEL\"}";
  if (!m.contains("step") || !m["step"].is_number_integer())
    return "a move names the step it answers: \"step\": N";
  bool label = m.contains("move"), option = m.contains("option");
  if (label == option) return "a move has either \"move\" (its label) or \"option\" (an index)";
  if (label && !m["move"].is_string()) return "\"move\" is the option's label, a string";
  if (option && (!m["option"].is_number_integer() || m["option"].get<long long>() < 0))
    return "\"option\" is an index into asked.options, 0 or more";
  return "";
}

}  // namespace

http::Response Service::Impl::move(Served& s, int seat, const json& m) {
  if (std::string problem = move_problem(m); !problem.empty()) return http::error(400, problem);
  if (!s.allowances[seat].take(config.moves_per_second))
    return http::error(429, "too many moves: at most " +
                                std::to_string(static_cast<int>(config.moves_per_second)) +
                                " a second");
  long long step = m["step"].get<long long>();
  if (step < 0 || step > 1000000000) return http::error(400, "\"step\" is out of range");
  std::string label = m.contains("move") ? m["move"].get<std::string>() : "";
  int option = m.contains("option")
                   ? static_cast<int>(std::min(m["option"].get<long long>(), 1000000000LL))
                   : -1;
  Table::MoveResult r;
  try {
    r = s.table->move(seat, static_cast<int>(step), label, option);
  } catch (const std::exception& e) {
    return http::error(503, "the move could not be stored: " + std::string(e.what()));
  }
  std::string at = "\"step\": " + std::to_string(r.step);
  http::Response out;
  using Kind = Table::MoveResult::Kind;
  switch (r.kind) {
    case Kind::Applied:
      out.body = "{\"applied\": true, " + at + "}\n";
      break;
    case Kind::Duplicate:
      out.body = "{\"applied\": false, \"duplicate\": true, " + at + "}\n";
      break;
    case Kind::Stale:
      return http::error(409, "stale", "\"reason\": " + json(r.reason).dump() + ", " + at);
    case Kind::Refused:
      return http::error(422, "refused", "\"reason\": " + json(r.reason).dump() + ", " + at);
    case Kind::NotAsked:
      return http::error(403, "not asked", "\"reason\": \"this seat is not asked now\", " + at);
  }
  return out;
}

bool Service::Impl::upgrades(const http::Request& req) {
  const std::string prefix = "/api/tables/", suffix = "/ws";
  const std::string& p = req.path;
  if (req.method != "GET" || p.size() <= prefix.size() + suffix.size() ||
      p.compare(0, prefix.size(), prefix) != 0 ||
      p.compare(p.size() - suffix.size(), suffix.size(), suffix) != 0)
    return false;
  return find(p.substr(prefix.size(), p.size() - prefix.size() - suffix.size())) != nullptr;
}

void Service::Impl::message(const std::shared_ptr<http::Peer>& peer, const http::Request& req,
                            std::string text) {
  auto [it, fresh] = watching.try_emplace(peer.get());
  Watching& w = it->second;
  if (fresh) w.table = find(req.path.substr(12, req.path.size() - 15));
  if (!w.table) return peer->close();
  json m = json::parse(text, nullptr, false);
  auto self = shared_from_this();
  std::weak_ptr<http::Peer> weak = peer;
  if (!w.greeted) {
    w.greeted = true;
    // The first message says who watches: a seat's secret, or nothing for
    // the public view. A wrong secret ends the connection.
    std::string secret = m.is_object() && m.contains("secret") && m["secret"].is_string()
                             ? m["secret"].get<std::string>()
                             : "";
    bool said = m.is_object() && m.contains("secret");
    post_guarded(
        w.table->strand, "table " + w.table->table->id(), nullptr,
        [self, s = w.table, weak, secret, said] {
          auto p = weak.lock();
          if (!p) return;
          int seat = said ? s->table->seat_of(secret) : kSpectator;
          if (seat == 0) {
            p->send(http::error(401, "wrong secret").body);
            return p->close();
          }
          s->watchers.push_back({weak, seat, 0});
          if (seat != kSpectator) s->table->joined(seat);
          self->changed(
              s);  // the state to all, and the bots' turn if this was the last seat awaited
        });
    return;
  }
  post_guarded(w.table->strand, "table " + w.table->table->id(), nullptr,
               [self, s = w.table, weak, m = std::move(m)] {
                 auto p = weak.lock();
                 if (!p) return;
                 int viewer = kSpectator;
                 for (const auto& watcher : s->watchers)
                   if (watcher.peer.lock() == p) viewer = watcher.viewer;
                 http::Response r;
                 if (!m.is_object() || m.value("type", "") != "move")
                   r = http::error(
                       400, "a message is {\"type\": \"move\", \"step\": N, \"move\": \"LABEL\"}");
                 else if (viewer == kSpectator)
                   r = http::error(403, "a spectator makes no moves");
                 else
                   r = self->move(*s, viewer, m);
                 json answer = json::parse(r.body);
                 answer["type"] = "answer";
                 answer["status"] = r.status;
                 p->send(answer.dump());
                 if (r.status == 200 && answer.value("applied", false)) self->changed(s);
               });
}

void Service::Impl::closed(http::Peer* peer) {
  watching.erase(peer);
}

Service::Service(ServeConfig config) : impl_(std::make_shared<Impl>(std::move(config))) {}

Service::~Service() {
  stop();
}

void Service::add(std::unique_ptr<Table> table) {
  impl_->add(std::move(table));
}

http::Handlers Service::handlers() {
  http::Handlers h;
  auto impl = impl_;
  h.http = [impl](http::Request req, http::Respond respond) {
    impl->http(std::move(req), std::move(respond));
  };
  h.upgrades = [impl](const http::Request& req) { return impl->upgrades(req); };
  h.message = [impl](const std::shared_ptr<http::Peer>& peer, const http::Request& req,
                     std::string text) { impl->message(peer, req, std::move(text)); };
  h.closed = [impl](http::Peer* peer) { impl->closed(peer); };
  return h;
}

void Service::stop() {
  // A move in hand finishes (and is on disk); queued work, bots' included, is dropped.
  impl_->pool.stop();
  impl_->pool.join();
}

}  // namespace arbiter::cli
