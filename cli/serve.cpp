// arbiter serve: tables played from browsers (and `arbiter join`), refereed
// here, their records written as the moves land (docs/serve.md).
#include "cli/serve.h"

#include <sys/resource.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <csignal>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>

#include "cli/common.h"
#include "cli/http_server.h"
#include "cli/levels.h"
#include "cli/serve_service.h"
#include "core/base/base.h"
#include "core/content/content.h"
#include "core/search/search_bot.h"
#include "core/table/table.h"

namespace arbiter::cli {

namespace {

// Every seat's WebSocket is an open file: the soft limit (often 1,024) is
// raised to the hard one, so that a server of a few hundred tables is
// limited by --max-connections and memory, not by a default.
void raise_open_files() {
  rlimit r{};
  if (::getrlimit(RLIMIT_NOFILE, &r) == 0 && r.rlim_cur < r.rlim_max) {
    r.rlim_cur = r.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &r);
  }
}

}  // namespace

namespace {

struct ServeArgs {
  std::string game, dir = "tables", listen = "127.0.0.1:8080";
  std::vector<std::string> players, variants, options, seats;
  uint64_t seed = 0;
  bool seed_given = false;
  double header_timeout = 10, moves_per_second = 10;
  int per_address = 64;
};

// ADDR:PORT as given to --listen.
std::pair<std::string, int> listen_at(const std::string& s) {
  size_t colon = s.rfind(':');
  std::string host = colon == std::string::npos ? "" : s.substr(0, colon);
  if (host.size() > 1 && host.front() == '[' && host.back() == ']')
    host = host.substr(1, host.size() - 2);
  int port = -1;
  try {
    size_t used = 0;
    port = std::stoi(s.substr(colon + 1), &used);
    if (used != s.size() - colon - 1) port = -1;
  } catch (const std::exception&) {
  }
  if (host.empty() || port < 0 || port > 65535)
    throw Error(Verdict::BadRecord, "--listen takes ADDR:PORT (127.0.0.1:8080), not '" + s + "'");
  return {host, port};
}

bool loopback(const std::string& host) {
  return host == "::1" || host.compare(0, 4, "127.") == 0;
}

TableEnv table_env() {
  TableEnv env;
  env.roots = global().roots();
  // One Content a game and its variants while a table of it is served: a
  // table's own memory is then its game and its scripts' state alone.
  struct Loaded {
    std::mutex mutex;
    std::map<std::string, std::weak_ptr<const Content>> by_game;
  };
  auto loaded = std::make_shared<Loaded>();
  env.load = [loaded](const std::string& game, const std::vector<std::string>& variants) {
    std::string key = game;
    for (const auto& v : variants) key += "\n" + v;
    std::lock_guard lock(loaded->mutex);
    std::shared_ptr<const Content> c = loaded->by_game[key].lock();
    if (!c) loaded->by_game[key] = c = std::make_shared<const Content>(load_game(game, variants));
    return c;
  };
  env.engine["search"] = [](Game& g, int seat) { return search_pick(g, seat, SearchSettings{}); };
  return env;
}

// The table GAME --players ... describes, checked as `arbiter play` checks its own.
TableSpec spec_of(const ServeArgs& a) {
  Content c = load_game(a.game, a.variants);
  TableSpec spec;
  spec.game = a.game;
  spec.variants = a.variants;
  spec.players = a.players;
  if (spec.players.empty()) spec.players = seat_names(c, player_count(c, 0));
  player_count(c, static_cast<int>(spec.players.size()));
  spec.options = parse_options(c, a.options);
  spec.bots = parse_seat_levels(a.seats, spec.players, c, true, kEngineLevels).bots;
  spec.seed =
      a.seed_given ? a.seed : std::stoull(new_secret().substr(0, 8), nullptr, 16) % 1000000000;
  return spec;
}

// Every unfinished table in the folder; a record that cannot be resumed is
// named with its reason and the others are served.
std::vector<std::unique_ptr<Table>> resume_all(const std::string& dir, const TableEnv& env) {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".yaml") files.push_back(e.path().string());
  if (ec) throw Error(Verdict::BadRecord, dir + ": " + ec.message());
  std::sort(files.begin(), files.end());
  std::vector<std::unique_ptr<Table>> out;
  for (const auto& f : files) {
    try {
      auto t = Table::resume(f, env);
      if (t->over()) continue;
      std::cout << "resumed " << t->id() << " at step " << t->step() << std::endl;
      out.push_back(std::move(t));
    } catch (const Error& e) {
      std::cerr << f << ": cannot resume: " << printable_lines(e.what()) << std::endl;
    }
  }
  return out;
}

int run_serve(const ServeArgs& a) {
  auto [host, port] = listen_at(a.listen);
  TableEnv env = table_env();
  std::vector<std::unique_ptr<Table>> tables;
  std::map<int, std::string> secrets;
  if (!a.game.empty()) {
    TableSpec spec = spec_of(a);
    std::filesystem::create_directories(a.dir);
    Table::Created c = Table::create(spec, a.dir, env);
    secrets = c.secrets;
    tables.push_back(std::move(c.table));
  } else {
    if (!a.players.empty() || !a.seats.empty() || !a.variants.empty() || !a.options.empty())
      throw Error(Verdict::BadRecord,
                  "serve without a GAME resumes the tables in --dir; "
                  "--players, --seat, --variant and --option need a GAME");
    if (!std::filesystem::is_directory(a.dir))
      throw Error(Verdict::BadRecord, a.dir + ": no such folder of tables (serve GAME makes one)");
    tables = resume_all(a.dir, env);
  }
  std::string host_secret = new_secret();
  ServeConfig config;
  config.dir = a.dir;
  config.env = env;
  config.roots = global().roots();
  config.host_hash = secret_hash(host_secret);
  config.moves_per_second = a.moves_per_second;
  http::Limits limits;
  limits.header_timeout = std::chrono::milliseconds(static_cast<long>(a.header_timeout * 1000));
  limits.per_address = a.per_address;

  // A file size limit (ulimit -f) makes a record's write fail, and the move
  // is refused as on a full disk, rather than the server being stopped.
  std::signal(SIGXFSZ, SIG_IGN);
  raise_open_files();
  boost::asio::io_context io(1);
  Service service(config);
  http::Server server(io, host, port, limits, service.handlers());
  std::string base = "http://" + (host.find(':') != std::string::npos ? "[" + host + "]" : host) +
                     ":" + std::to_string(server.port());
  if (!loopback(host))
    std::cout << "listening on " << host << ": reachable from other machines" << std::endl;
  std::cout << "host " << base << "/#host=" << host_secret << std::endl;
  for (auto& t : tables) {
    for (const auto& [seat, secret] : secrets)
      std::cout << printable(t->players()[seat - 1]) << " " << base << "/t/" << t->id()
                << "#seat=" << secret << std::endl;
    std::cout << "watch " << base << "/t/" << t->id() << std::endl;
    service.add(std::move(t));
  }
  boost::asio::signal_set signals(io, SIGINT, SIGTERM);
  signals.async_wait([&](const boost::system::error_code&, int) {
    server.stop();
    io.stop();
  });
  io.run();
  service.stop();
  std::cerr << "stopped; the tables resume with: arbiter serve --dir " << shell_word(a.dir) << "\n";
  return 0;
}

}  // namespace

void add_serve(CLI::App& app) {
  auto a = std::make_shared<ServeArgs>();
  auto* cmd = app.add_subcommand(
      "serve",
      "Serve a table to browsers: each seat plays from its own link.\n\n"
      "Prints the host's link, one link per person's seat and the spectators'\n"
      "(watch), then serves until stopped (^C). Every move is refereed and on\n"
      "disk in DIR/<table>.yaml, an ordinary record, before it is acknowledged;\n"
      "`serve --dir DIR` resumes every unfinished table there. docs/serve.md\n"
      "has the HTTP API and how to run it behind nginx.\n\n"
      "Examples:\n"
      "  arbiter serve bang --players Ann,Bob,Cid,Dee --seat Dee=basic\n"
      "  arbiter serve --dir tables --listen 0.0.0.0:8080");
  cmd->add_option("game", a->game,
                  "Game id (see `arbiter games`); none: resume the tables in --dir");
  cmd->add_option("--players", a->players, "The seats' names, in play order (default: the game's)")
      ->delimiter(',')
      ->type_name("NAMES");
  cmd->add_option("--seat", a->seats, "A seat the server's bot plays: NAME=LEVEL (repeatable)")
      ->type_name("NAME=LEVEL");
  cmd->add_option("--variant", a->variants, "A house-rule variant (repeatable, applied in order)")
      ->type_name("V");
  cmd->add_option("--option", a->options, "A game option KEY=VALUE (repeatable)")->type_name("K=V");
  cmd->add_option("--seed", a->seed, "Seed for every chance outcome (default: a fresh one)");
  cmd->add_option("--dir", a->dir, "The folder of the tables' records")->capture_default_str();
  cmd->add_option("--listen", a->listen, "The address and port to serve on (port 0: any free one)")
      ->type_name("ADDR:PORT")
      ->capture_default_str();
  cmd->add_option("--header-timeout", a->header_timeout,
                  "Seconds a client has to send a whole request (and to stay idle between two)")
      ->type_name("S")
      ->capture_default_str();
  cmd->add_option("--max-connections", a->per_address, "Open connections one address may have")
      ->type_name("N")
      ->capture_default_str();
  cmd->add_option("--moves-per-second", a->moves_per_second,
                  "Moves a second one seat may send (twice that in a burst)")
      ->type_name("N")
      ->capture_default_str();
  cmd->callback([a, cmd] {
    a->seed_given = cmd->count("--seed") > 0;
    if (a->header_timeout <= 0 || a->per_address < 1 || a->moves_per_second <= 0)
      throw Error(Verdict::BadRecord,
                  "--header-timeout, --max-connections and --moves-per-second must be above 0");
    throw Exit{run_serve(*a)};
  });
}

}  // namespace arbiter::cli
