// The tables `arbiter serve` holds and the routes of docs/serve.md over
// them: each request becomes calls on one core/table/table.h Table. One
// table's calls run in order on its own strand of a thread pool, off the
// network thread, so Lua work at one table (a move, a view, a search bot
// thinking) holds up no other table and no connection.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "cli/http_server.h"
#include "core/table/table.h"

namespace arbiter::cli {

struct ServeConfig {
  std::string dir;                 // where the tables' records live
  TableEnv env;                    // how tables load their content and play engine levels
  std::vector<std::string> roots;  // content roots, for the games list and replay pages
  std::string host_hash;           // SHA-256 (hex) of the host secret
  double moves_per_second = 10;    // a seat's sustained rate; twice that in a burst
  size_t threads = 2;              // the pool the tables' work runs on
};

class Service {
 public:
  explicit Service(ServeConfig config);
  ~Service();
  Service(const Service&) = delete;
  Service& operator=(const Service&) = delete;

  // A table to serve (before or while serving); its bots start moving.
  void add(std::unique_ptr<Table> table);
  // The server's handlers for these tables.
  http::Handlers handlers();
  // Waits for every table's work in hand to finish.
  void stop();

  struct Impl;

 private:
  std::shared_ptr<Impl> impl_;
};

}  // namespace arbiter::cli
