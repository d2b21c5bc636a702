# The browser build's app (issue 33; scripts/dev.sh web): build/web/ holds
# static files any HTTPS host (or `flipside serve --app`) serves as they
# are: index.html, flipside.js + flipside.wasm, the web app manifest, the
# service worker and the icons. Included from src/CMakeLists.txt.
set(web_dir ${PROJECT_SOURCE_DIR}/assets/web)
set(FLIPSIDE_WEB_SITE ${CMAKE_BINARY_DIR}/site CACHE PATH "Where the site's files go (scripts/dev.sh web: build/web)")
set(site ${FLIPSIDE_WEB_SITE})
add_executable(flipside_web ${PROJECT_SOURCE_DIR}/src/ui/platform/web/main.cpp)
set_target_properties(flipside_web PROPERTIES OUTPUT_NAME flipside SUFFIX .js
                      RUNTIME_OUTPUT_DIRECTORY ${site})
target_link_libraries(flipside_web PRIVATE flipside_ui)
set(font /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf)
target_link_options(flipside_web PRIVATE
  -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2   # WebGL2: ImGui's OpenGL3 back-end with GLSL ES 3.00
  -sALLOW_MEMORY_GROWTH=1 -sEXIT_RUNTIME=0       # main returns; the browser calls back
  -sENVIRONMENT=web -fexceptions
  -lidbfs.js "SHELL:--pre-js ${web_dir}/storage.js"  # the games in IndexedDB (storage.js)
  "SHELL:--pre-js ${web_dir}/keyboard.js"            # the tablet's keyboard for names (SHELL: kept twice)
  "SHELL:--pre-js ${web_dir}/files.js"               # games as files: the share sheet, downloads, the picker
  "SHELL:--embed-file ${font}@${font}"           # DejaVu Sans at the desktop's path (fonts.cpp)
  # htons, ntohs: the socket calls lan/addresses.cpp makes (always failing in
  # a page) need them in emscripten 3.1.6's JS, which does not pull them in.
  -sEXPORTED_FUNCTIONS=_main,_flipside_stored,_flipside_rects,_flipside_capture_text,_flipside_text,_flipside_type,_flipside_key,_flipside_export_open_game,_flipside_files_chosen,_malloc,_free,_htons,_ntohs
  -sEXPORTED_RUNTIME_METHODS=FS,ccall,UTF8ToString,stringToUTF8,lengthBytesUTF8
  -sMINIFY_HTML=0)
set_property(TARGET flipside_web APPEND PROPERTY LINK_DEPENDS ${web_dir}/storage.js ${web_dir}/keyboard.js ${web_dir}/files.js
             ${web_dir}/boot.js ${web_dir}/index.html ${web_dir}/manifest.webmanifest ${web_dir}/sw.js)

add_custom_command(TARGET flipside_web POST_BUILD
  COMMAND ${CMAKE_COMMAND} -DSITE=${site} -DTEMPLATE=${web_dir}/sw.js -P ${web_dir}/stamp_sw.cmake
  VERBATIM)

# The page and its manifest, copied beside the program; the icons drawn
# from the package's icon (librsvg2-bin, as the package's are).
foreach(name IN ITEMS index.html boot.js manifest.webmanifest)
  configure_file(${web_dir}/${name} ${site}/${name} COPYONLY)
endforeach()
set(icon_svg ${PROJECT_SOURCE_DIR}/assets/package/flipside.svg)
foreach(size IN ITEMS 192 512)
  add_custom_command(OUTPUT ${site}/icon-${size}.png
    COMMAND rsvg-convert -w ${size} -h ${size} -o ${site}/icon-${size}.png ${icon_svg}
    DEPENDS ${icon_svg} VERBATIM)
  list(APPEND web_icons ${site}/icon-${size}.png)
endforeach()
add_custom_target(flipside_web_icons ALL DEPENDS ${web_icons})
