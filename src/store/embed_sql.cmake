# Turns db/NNN_name.sql into a C++ source holding each migration as a raw
# string literal, so the installed binary never reads the source tree.
# Run at build time: cmake -DOUTPUT=file.cpp -DSQL_FILES="a.sql;b.sql" -P embed_sql.cmake
include(${CMAKE_CURRENT_LIST_DIR}/../embed_literal.cmake)
set(body "")
set(expected 1)
foreach(sql IN LISTS SQL_FILES)
  get_filename_component(name ${sql} NAME)
  if(NOT name MATCHES "^([0-9][0-9][0-9])_.*\\.sql$")
    message(FATAL_ERROR "migration file must be named NNN_name.sql: ${sql}")
  endif()
  math(EXPR version "${CMAKE_MATCH_1}")
  if(NOT version EQUAL expected)
    message(FATAL_ERROR "migrations must be numbered 001, 002, ... without gaps: ${name}")
  endif()
  math(EXPR expected "${expected} + 1")
  embed_raw_literal(literal ${sql} flipside_sql)
  string(APPEND body "    {${version}, \"${name}\", ${literal}},\n")
endforeach()
write_if_changed(${OUTPUT}
"// Generated from db/*.sql by src/store/embed_sql.cmake. Do not edit.
#include \"store/migrations.hpp\"

namespace flipside::store {
namespace {
constexpr Migration kEmbedded[] = {
${body}};
}  // namespace

std::span<const Migration> migrations() { return kEmbedded; }

}  // namespace flipside::store
")
