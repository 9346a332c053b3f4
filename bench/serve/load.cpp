// The served table's load generator (`make bench-serve`, docs/performance.md):
// M tables made through the host's API, every seat on its own WebSocket as
// the seat's page holds it, each move sent the moment its seat is asked.
// The moves are those of a game `arbiter play --bots basic` recorded for the
// table's seed, so every table plays a whole basic-bot game and its record
// can be checked against that game. It measures what a seat feels: the
// time from a move sent to every seat of its table holding the new step.
//
//   arbiter_serve_load --url http://127.0.0.1:PORT --host SECRET
//       --game bang --tables M --games DIR [--seconds S] [--acks FILE] [--pid PID]
//
// DIR holds recorded games named <seed>.yaml; table i plays the i-th of them
// (in seed order, round again when there are fewer games than tables). A seat
// whose connection drops connects again (the server was killed and started
// again) and sends its move in flight again: the server answers it applied
// or a duplicate, so every move the record holds is acknowledged.
#include <sys/resource.h>
#include <unistd.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <boost/asio/connect.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <boost/beast/websocket.hpp>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <deque>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace {

namespace beast = boost::beast;
namespace http = beast::http;
namespace ws = beast::websocket;
namespace net = boost::asio;
using tcp = net::ip::tcp;
using nlohmann::json;
using Clock = std::chrono::steady_clock;

struct Options {
  std::string host = "127.0.0.1", port, secret, game = "bang", games, acks;
  int tables = 1, pid = 0;
  double seconds = 0;  // 0: until every table's game is over
  bool idle = false;   // connect every seat and send no move (what a seat costs)
};

struct Move {
  std::string seat, label;
};

// A recorded game: its seed, players and moves in order.
struct Script {
  std::string file;
  long long seed = 0;
  std::vector<std::string> players;
  std::vector<Move> moves;
};

Script read_script(const std::filesystem::path& file) {
  YAML::Node r = YAML::LoadFile(file.string());
  Script s;
  s.file = file.filename().string();
  s.seed = r["seed"].as<long long>();
  for (const auto& p : r["players"]) s.players.push_back(p.as<std::string>());
  for (const auto& a : r["actions"]) {
    if (!a.IsMap() || a.size() != 1) continue;
    auto it = a.begin();
    std::string who = it->first.as<std::string>();
    if (std::find(s.players.begin(), s.players.end(), who) == s.players.end()) continue;
    s.moves.push_back({who, it->second.as<std::string>()});
  }
  return s;
}

std::vector<Script> read_scripts(const std::string& dir) {
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (e.path().extension() == ".yaml") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  std::vector<Script> out;
  for (const auto& f : files) out.push_back(read_script(f));
  if (out.empty()) throw std::runtime_error("no recorded games (*.yaml) in " + dir);
  return out;
}

// One plain HTTP request, answered whole.
std::pair<int, std::string> request(const Options& o, http::verb verb, const std::string& target,
                                    const std::string& secret, const std::string& body) {
  net::io_context io;
  beast::tcp_stream stream(io);
  stream.connect(tcp::resolver(io).resolve(o.host, o.port));
  http::request<http::string_body> req{verb, target, 11};
  req.set(http::field::host, o.host);
  req.set(http::field::authorization, "Bearer " + secret);
  req.set(http::field::content_type, "application/json");
  req.body() = body;
  req.prepare_payload();
  http::write(stream, req);
  beast::flat_buffer buffer;
  http::response<http::string_body> res;
  http::read(stream, buffer, res);
  beast::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_both, ec);
  return {static_cast<int>(res.result_int()), res.body()};
}

// The figures of the run.
struct Tally {
  long long acked = 0, duplicates = 0, errors = 0, reconnects = 0;
  std::vector<double> latencies_ms;
  std::vector<std::string> error_lines;
  void error(const std::string& what) {
    ++errors;
    if (error_lines.size() < 20) error_lines.push_back(what);
  }
};

tcp::endpoint g_server;  // the server, resolved once

struct Table;

// One seat's WebSocket, as the seat's page holds it.
class Seat : public std::enable_shared_from_this<Seat> {
 public:
  Seat(net::io_context& io, Table& table, std::string name, std::string secret)
      : io_(io), table_(table), name_(std::move(name)), secret_(std::move(secret)) {}
  void connect();
  void send_move(int step, const std::string& label);
  const std::string& name() const { return name_; }
  bool over = false;
  int seen = -1;       // the highest step this seat holds
  bool fresh = false;  // no state yet on this connection

 private:
  void fail(const std::string& what, beast::error_code ec);
  void read();
  void on_message(const std::string& text);
  void write_next();

  net::io_context& io_;
  Table& table_;
  std::string name_, secret_;
  std::unique_ptr<ws::stream<beast::tcp_stream>> ws_;
  beast::flat_buffer buffer_;
  std::deque<std::string> out_;
  bool writing_ = false, open_ = false;
  int generation_ = 0;  // which connection a callback belongs to
};

struct Table {
  std::string id;
  const Script* script = nullptr;
  std::vector<std::shared_ptr<Seat>> seats;
  int in_flight = -1;       // the step the move in flight answers
  bool unanswered = false;  // no answer yet to the move in flight
  bool felt = false;        // every seat holds the step after it
  int sent_on = -1;         // the mover's connection it went out on, -1: none yet
  Clock::time_point sent_at;
  std::vector<std::pair<int, std::string>> acks;  // (step, label) acknowledged
  Tally* tally = nullptr;
  bool done = false, idle = false;

  // Every seat holds step `s` or later: the move answering s-1 is felt.
  void seen(int step) {
    if (in_flight < 0 || felt || step <= in_flight) return;
    for (const auto& s : seats)
      if (s->seen <= in_flight) return;
    felt = true;
    tally->latencies_ms.push_back(
        std::chrono::duration<double, std::milli>(Clock::now() - sent_at).count());
    settle();
  }
  // The move in flight is done once it is both answered and felt: one move
  // in flight a table, as the anchor's closed loop.
  void settle() {
    if (!felt || unanswered) return;
    in_flight = -1;
    ask();
  }
  // Sends the next move if its seat holds the step it answers.
  void ask() {
    if (in_flight >= 0 || done || idle) return;
    int step = seats.empty() ? -1 : seats.front()->seen;
    for (const auto& s : seats) step = std::min(step, s->seen);
    if (step < 0 || step >= static_cast<int>(script->moves.size())) return;
    const Move& m = script->moves[step];
    for (const auto& s : seats)
      if (s->name() == m.seat) {
        in_flight = step;
        unanswered = true;
        felt = false;
        sent_at = Clock::now();
        s->send_move(step, m.label);
      }
  }
  void answered(const json& a) {
    if (in_flight < 0 || !unanswered) return tally->error("table " + id + ": an answer to no move");
    unanswered = false;
    int step = in_flight;
    int status = a.value("status", 0);
    if (status == 200) {
      acks.emplace_back(step, script->moves[step].label);
      a.value("duplicate", false) ? ++tally->duplicates : ++tally->acked;
    } else {
      tally->error("table " + id + " step " + std::to_string(step) + ": " + a.dump());
      done = true;
    }
    settle();
  }
};

void Seat::connect() {
  int gen = generation_;
  open_ = false;
  ws_ = std::make_unique<ws::stream<beast::tcp_stream>>(io_);
  auto self = shared_from_this();
  ws_->next_layer().async_connect(g_server, [self, gen](beast::error_code ec) {
    if (gen != self->generation_) return;
    if (ec) return self->fail("connect", ec);
    beast::error_code ignored;
    beast::get_lowest_layer(*self->ws_).socket().set_option(tcp::no_delay(true), ignored);
    self->ws_->async_handshake("127.0.0.1", "/api/tables/" + self->table_.id + "/ws",
                               [self, gen](beast::error_code hec) {
                                 if (gen != self->generation_) return;
                                 if (hec) return self->fail("handshake", hec);
                                 self->open_ = true;
                                 self->fresh = true;
                                 self->ws_->text(true);
                                 self->out_.push_front(json{{"secret", self->secret_}}.dump());
                                 self->write_next();
                                 self->read();
                               });
  });
}

void Seat::fail(const std::string& what, beast::error_code ec) {
  if (over || table_.done) return;
  // The server went away: connect again after a pause, as the page does.
  // Callbacks of the connection that failed are ignored from here on.
  ++generation_;
  ++table_.tally->reconnects;
  if (table_.tally->reconnects <= 3)
    std::cerr << "seat " << name_ << " of " << table_.id << ": " << what << ": " << ec.message()
              << "; connecting again\n";
  beast::error_code ignored;
  beast::get_lowest_layer(*ws_).socket().close(ignored);
  writing_ = false;
  open_ = false;
  auto timer = std::make_shared<net::steady_timer>(io_, std::chrono::milliseconds(200));
  auto self = shared_from_this();
  timer->async_wait([self, timer](beast::error_code) {
    if (self->over || self->table_.done) return;
    // A move in flight is sent again once the new connection's state comes.
    self->out_.clear();
    self->buffer_.clear();
    self->connect();
  });
}

void Seat::read() {
  auto self = shared_from_this();
  int gen = generation_;
  ws_->async_read(buffer_, [self, gen](beast::error_code ec, size_t) {
    if (gen != self->generation_) return;
    if (ec) return self->fail("read", ec);
    std::string text = beast::buffers_to_string(self->buffer_.data());
    self->buffer_.consume(self->buffer_.size());
    self->on_message(text);
    self->read();
  });
}

void Seat::on_message(const std::string& text) {
  json m = json::parse(text, nullptr, false);
  std::string type = m.is_object() ? m.value("type", "") : "";
  if (type == "answer") {
    table_.answered(m);
    return;
  }
  if (type != "state") {
    table_.tally->error("table " + table_.id + " seat " + name_ + ": " + text.substr(0, 200));
    return;
  }
  seen = m.value("step", -1);
  if (m.value("over", false)) over = true;
  if (std::all_of(table_.seats.begin(), table_.seats.end(), [](const auto& s) { return s->over; }))
    table_.done = true;
  // A move whose answer a dropped connection lost is sent again: the server
  // applies it, or answers that it was applied already.
  if (fresh && table_.unanswered && table_.script->moves[table_.in_flight].seat == name_ &&
      table_.sent_on != generation_)
    send_move(table_.in_flight, table_.script->moves[table_.in_flight].label);
  fresh = false;
  table_.seen(seen);
  table_.ask();
}

void Seat::send_move(int step, const std::string& label) {
  // While the seat connects again, nothing is queued: the new connection's
  // first state sends the move still unanswered, once.
  table_.sent_on = open_ ? generation_ : -1;
  if (!open_) return;
  out_.push_back(json{{"type", "move"}, {"step", step}, {"move", label}}.dump());
  write_next();
}

void Seat::write_next() {
  if (writing_ || out_.empty() || !open_) return;
  writing_ = true;
  auto self = shared_from_this();
  int gen = generation_;
  auto text = std::make_shared<std::string>(out_.front());
  ws_->async_write(net::buffer(*text), [self, gen, text](beast::error_code ec, size_t) {
    if (gen != self->generation_) return;
    self->writing_ = false;
    if (ec) return self->fail("write", ec);
    self->out_.pop_front();
    self->write_next();
  });
}

}  // namespace

namespace {

long long proc_field(int pid, const char* key) {  // VmRSS in KiB, from /proc/PID/status
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line))
    if (line.rfind(key, 0) == 0) return std::atoll(line.c_str() + std::strlen(key));
  return 0;
}

double cpu_seconds(int pid) {  // user + system time of the process
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat((std::istreambuf_iterator<char>(in)), {});
  auto close = stat.rfind(')');
  if (close == std::string::npos) return 0;
  std::istringstream rest(stat.substr(close + 2));
  std::string f;
  std::vector<std::string> fields;
  while (rest >> f) fields.push_back(f);
  if (fields.size() < 13) return 0;  // utime and stime are fields 14 and 15
  return (std::stod(fields[11]) + std::stod(fields[12])) / sysconf(_SC_CLK_TCK);
}

double percentile(std::vector<double> v, double p) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<size_t>(p * v.size()))];
}

// Makes a table through the host's API: its id and each seat's secret.
std::pair<std::string, std::map<std::string, std::string>> make_table(const Options& o,
                                                                      const Script& s) {
  json ask{{"game", o.game}, {"players", s.players}, {"seed", s.seed}};
  auto [status, body] = request(o, http::verb::post, "/api/tables", o.secret, ask.dump());
  json a = json::parse(body, nullptr, false);
  if (status != 200 || !a.is_object())
    throw std::runtime_error("POST /api/tables: " + std::to_string(status) + " " + body);
  std::map<std::string, std::string> secrets;
  for (auto& [name, link] : a["seats"].items()) {
    std::string l = link.get<std::string>();
    secrets[name] = l.substr(l.find("#seat=") + 6);
  }
  return {a["table"].get<std::string>(), secrets};
}

Options parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i + 1 < argc; i += 2) {
    std::string k = argv[i], v = argv[i + 1];
    if (k == "--url") {
      auto hostport = v.substr(v.find("//") + 2);
      o.host = hostport.substr(0, hostport.find(':'));
      o.port = hostport.substr(hostport.find(':') + 1);
      if (auto slash = o.port.find('/'); slash != std::string::npos) o.port.resize(slash);
    } else if (k == "--host")
      o.secret = v;
    else if (k == "--game")
      o.game = v;
    else if (k == "--games")
      o.games = v;
    else if (k == "--tables")
      o.tables = std::stoi(v);
    else if (k == "--seconds")
      o.seconds = std::stod(v);
    else if (k == "--acks")
      o.acks = v;
    else if (k == "--pid")
      o.pid = std::stoi(v);
    else if (k == "--idle")
      o.idle = v == "yes";
    else
      throw std::runtime_error("unknown option " + k);
  }
  if (o.port.empty() || o.secret.empty() || o.games.empty())
    throw std::runtime_error(
        "usage: arbiter_serve_load --url http://HOST:PORT --host SECRET --games DIR "
        "[--game G] [--tables M] [--seconds S] [--acks FILE] [--pid PID] [--idle yes]");
  return o;
}

// Runs every table until its game is over or the time is up; the RSS peak
// is sampled along the way.
void run(net::io_context& io, const Options& o, std::vector<Table>& tables, long long& rss_peak) {
  auto start = Clock::now();
  net::steady_timer tick(io);
  std::function<void()> check = [&] {
    if (o.pid) rss_peak = std::max(rss_peak, proc_field(o.pid, "VmRSS:"));
    bool all = std::all_of(tables.begin(), tables.end(), [](const Table& t) { return t.done; });
    double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    if (all || (o.seconds > 0 && elapsed >= o.seconds)) return io.stop();
    tick.expires_after(std::chrono::milliseconds(250));
    tick.async_wait([&](beast::error_code) { check(); });
  };
  check();
  io.run();
}

}  // namespace

namespace {

// `--check FOLDER --acks FILE --games DIR`: after a run (and its faults),
// every table's record in FOLDER holds exactly the moves acknowledged to it,
// in order, and those are the first moves of the game it played.
int check(const std::string& folder, const std::string& acks, const std::string& games) {
  std::map<std::string, Script> played;
  for (auto& s : read_scripts(games)) played[s.file] = s;
  std::map<std::string, std::string> game_of;
  std::map<std::string, std::vector<std::string>> acked;
  std::ifstream in(acks);
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream l(line);
    std::string id, step, label;
    l >> id >> step;
    std::getline(l >> std::ws, label);
    if (id == "table")
      game_of[step] = label;
    else
      acked[id].push_back(label);
  }
  int bad = 0, finished = 0;
  for (const auto& [id, file] : game_of) {
    Script mine = read_script(std::filesystem::path(folder) / (id + ".yaml"));
    std::vector<std::string> recorded;
    for (const auto& m : mine.moves) recorded.push_back(m.label);
    const auto& theirs = played.at(file).moves;
    bool prefix = recorded.size() <= theirs.size() &&
                  std::equal(recorded.begin(), recorded.end(), theirs.begin(),
                             [](const std::string& a, const Move& b) { return a == b.label; });
    if (recorded != acked[id] || !prefix) {
      ++bad;
      std::cout << id << ": " << acked[id].size() << " moves acknowledged, " << recorded.size()
                << " recorded" << (prefix ? "" : ", not those of " + file) << "\n";
    }
    finished += recorded.size() == theirs.size();
  }
  std::cout << game_of.size() << " tables checked, " << finished << " finished, " << bad
            << " with a record that is not their acknowledged moves\n";
  return bad ? 1 : 0;
}

}  // namespace

int main(int argc, char** argv) try {
  rlimit files{};  // a WebSocket a seat: thousands of open files
  if (::getrlimit(RLIMIT_NOFILE, &files) == 0) {
    files.rlim_cur = files.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &files);
  }
  if (argc == 7 && std::string(argv[1]) == "--check") return check(argv[2], argv[4], argv[6]);
  Options o = parse(argc, argv);
  std::vector<Script> scripts = read_scripts(o.games);
  net::io_context io;
  g_server = *tcp::resolver(io).resolve(o.host, o.port).begin();
  Tally tally;
  std::vector<Table> tables(o.tables);
  long long rss_before = o.pid ? proc_field(o.pid, "VmRSS:") : 0, rss_one = 0;
  for (int i = 0; i < o.tables; ++i) {
    Table& t = tables[i];
    t.script = &scripts[i % scripts.size()];
    t.tally = &tally;
    t.idle = o.idle;
    auto [id, secrets] = make_table(o, *t.script);
    t.id = id;
    for (const auto& p : t.script->players)
      t.seats.push_back(std::make_shared<Seat>(io, t, p, secrets.at(p)));
    if (i == 0 && o.pid) rss_one = proc_field(o.pid, "VmRSS:");
  }
  double cpu0 = o.pid ? cpu_seconds(o.pid) : 0;
  auto start = Clock::now();
  for (auto& t : tables)
    for (auto& s : t.seats) s->connect();
  long long rss_peak = 0;
  run(io, o, tables, rss_peak);
  double seconds = std::chrono::duration<double>(Clock::now() - start).count();
  double cpu = o.pid ? cpu_seconds(o.pid) - cpu0 : 0;
  long long finished = std::count_if(tables.begin(), tables.end(), [](const Table& t) {
    return t.done && t.acks.size() == t.script->moves.size();
  });
  if (!o.acks.empty()) {
    std::ofstream out(o.acks);
    for (const auto& t : tables) {
      out << "table " << t.id << ' ' << t.script->file << '\n';
      for (const auto& [step, label] : t.acks) out << t.id << ' ' << step << ' ' << label << '\n';
    }
  }
  long long moves = tally.acked + tally.duplicates;
  json report{{"tables", o.tables},
              {"seats", o.tables * static_cast<int>(scripts[0].players.size())},
              {"finished", finished},
              {"seconds", seconds},
              {"moves", moves},
              {"duplicates", tally.duplicates},
              {"moves_per_second", moves / seconds},
              {"p50_ms", percentile(tally.latencies_ms, 0.50)},
              {"p99_ms", percentile(tally.latencies_ms, 0.99)},
              {"max_ms", percentile(tally.latencies_ms, 1.0)},
              {"errors", tally.errors},
              {"reconnects", tally.reconnects}};
  if (o.pid) {
    report["server_cpu_ms_per_move"] = moves ? 1000 * cpu / moves : 0;
    report["server_rss_mb"] = rss_peak / 1024.0;
    report["server_rss_kb_per_table"] =
        o.tables > 1 ? static_cast<double>(rss_peak - rss_one) / (o.tables - 1) : 0;
    report["server_rss_before_mb"] = rss_before / 1024.0;
  }
  for (const auto& e : tally.error_lines) std::cerr << "error: " << e << "\n";
  std::cout << report.dump() << std::endl;
  return tally.errors ? 1 : 0;
} catch (const std::exception& e) {
  std::cerr << "arbiter_serve_load: " << e.what() << "\n";
  return 2;
}
