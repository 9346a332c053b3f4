// The readings page (`replay --readings --html FILE`): web/readings.html with
// the readings' JSON in its data block, which web/readings.js draws.
#include <nlohmann/json.hpp>
#include <string>

#include "cli/readings.h"
#include "cli/web_assets.h"
#include "core/base/base.h"

namespace arbiter::cli {

namespace {

std::string fill(std::string page, const std::string& mark, const std::string& with) {
  size_t at = page.find(mark);
  if (at != std::string::npos) page.replace(at, mark.size(), with);
  return page;
}

}  // namespace

std::string readings_page(const std::string& record_name, const Record& rec,
                          const std::vector<Reading>& readings) {
  // JSON text writes '<' as \u003c (core/base/json.h): no text from the
  // record can close the data block's script. The title is the one text
  // set as markup.
  std::string page = fill(web::readings_html(), "<!-- arbiter:title -->",
                          html_escape("arbiter: readings of " + record_name));
  page = fill(page, "<!-- arbiter:css -->", web::readings_css());
  page = fill(page, "<!-- arbiter:js -->", web::readings_js());
  return fill(page, "<!-- arbiter:data -->",
              json_compact(readings_json(record_name, rec, readings, true)));
}

}  // namespace arbiter::cli
