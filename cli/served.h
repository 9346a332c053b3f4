// Inside the serve front (cli/serve_service.h): one served table with its
// strand and watchers, and the service's state the routes share.
#pragma once
#include <boost/asio/post.hpp>
#include <boost/asio/strand.hpp>
#include <boost/asio/thread_pool.hpp>
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cli/http_server.h"
#include "cli/serve_service.h"
#include "core/table/table.h"

namespace arbiter::cli {

using Clock = std::chrono::steady_clock;

// A seat's allowance of moves: `rate` a second, a burst of twice that.
struct Allowance {
  double tokens = -1;  // -1: full, not yet used
  Clock::time_point at;
  bool take(double rate);
};

struct Served {
  using Strand = boost::asio::strand<boost::asio::thread_pool::executor_type>;
  Served(std::unique_ptr<Table> t, Strand s) : table(std::move(t)), strand(std::move(s)) {}

  // Everything below is touched only on `strand`.
  std::unique_ptr<Table> table;
  Strand strand;
  struct Watcher {
    std::weak_ptr<http::Peer> peer;
    int viewer;
    int log_from;  // the first step the next push narrates
  };
  std::vector<Watcher> watchers;
  std::map<int, Allowance> allowances;  // by seat
  struct Ticket {
    int viewer;
    Clock::time_point until;
  };
  std::map<std::string, Ticket> tickets;  // one-time replay page tickets
  bool bots_moving = false;               // a bot move is queued on the strand
  std::string failed;                     // why the bots stopped, if they did

  // The table as the host's list shows it, written on the strand and read
  // by GET /api/tables from the pool.
  std::mutex summary_mutex;
  nlohmann::json summary;
};

// A WebSocket's table and, once its first message is read, its viewer.
struct Watching {
  std::shared_ptr<Served> table;
  bool greeted = false;  // network thread only
};

struct Service::Impl : std::enable_shared_from_this<Service::Impl> {
  explicit Impl(ServeConfig c) : config(std::move(c)), pool(config.threads) {}
  ServeConfig config;
  boost::asio::thread_pool pool;
  std::mutex mutex;  // guards `tables` and `games`
  std::map<std::string, std::shared_ptr<Served>> tables;
  std::string games;                         // GET /api/games, made once
  std::map<http::Peer*, Watching> watching;  // network thread only

  std::shared_ptr<Served> find(const std::string& id);
  void add(std::unique_ptr<Table> t);

  // On the table's strand: the new state to each watcher, then the bots' turn.
  void changed(const std::shared_ptr<Served>& s);
  void push(Served& s);
  void bot_step(const std::shared_ptr<Served>& s);

  // On the strand: a seat's move from a POST or a WebSocket, as the answer's
  // status and JSON (docs/serve.md's table).
  http::Response move(Served& s, int seat, const nlohmann::json& body);
  http::Response to_bot(Served& s, int seat, const nlohmann::json& body);
  // A one-time ticket for the finished game's replay page from `viewer`.
  http::Response ticket(Served& s, int viewer);

  void http(http::Request req, http::Respond respond);
  bool upgrades(const http::Request& req);
  void message(const std::shared_ptr<http::Peer>& peer, const http::Request& req, std::string text);
  void closed(http::Peer* peer);

  // The routes (cli/serve_routes.cpp).
  void table_route(const std::string& id, const std::string& what, http::Request req,
                   http::Respond respond);
  void host_route(const std::string& what, http::Request req, http::Respond respond);
  void replay(const std::shared_ptr<Served>& s, const http::Request& req, http::Respond respond);
  bool is_host(const http::Request& req) const;
};

// Posts `task` to `where` (the pool or a table's strand). A task that
// throws never takes the pool's thread, and the server, with it: what failed
// goes to standard error and, where the task answers a request, the answer
// is a 500 (ignored if it had answered already).
void report_failure(const std::string& what, const char* why, const http::Respond& respond);
template <class Where, class Task>
void post_guarded(Where& where, std::string what, http::Respond respond, Task task) {
  boost::asio::post(where, [what = std::move(what), task = std::move(task),
                            respond = std::move(respond)]() mutable {
    try {
      task();
    } catch (const std::exception& e) {
      report_failure(what, e.what(), respond);
    } catch (...) {
      report_failure(what, "an unknown failure", respond);
    }
  });
}

// The secret of `Authorization: Bearer SECRET`, or empty.
std::string bearer(const http::Request& req);

}  // namespace arbiter::cli
