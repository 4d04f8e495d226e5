#!/usr/bin/env bash
# The deployment, exercised without a container engine (CI has none):
#
#   scripts/check-deployment.sh                       # with the node on PATH
#   NODE_BIN=/opt/node-22/bin/node scripts/check-deployment.sh
#   KEEP_WORK=1 scripts/check-deployment.sh           # keep the temp directory to look at
#   REUSE_BUILD=1 scripts/check-deployment.sh         # use the repository's build (below)
#
# With REUSE_BUILD=1, the build stage takes the repository's own build (npm test made it;
# .ci/run sets this) instead of building again, when the build context holds exactly the
# files that build was made from (scripts/build-stamp.mjs compares every file: a change
# since, or a .dockerignore that left out a file the build read, means no reuse). The
# build stage's `npm ci` then has nothing to install for and is skipped too; the final
# stage's production install and everything after it run as always. The build's output
# does not depend on the Node line that made it (docs/testing.md, "Build once").
#
# 1. Copies the repository's files (git's tracked and untracked-but-not-ignored files of
#    the working tree, less .dockerignore's patterns) into a temporary build context.
# 2. Reads the Dockerfile and performs its own steps, stage by stage, in a directory per
#    stage: its COPY lines (from the context or `--from` a stage) and its RUN lines that
#    are npm commands (the others only make sense inside an image and are listed as
#    skipped). So the image and this check cannot drift apart: change the Dockerfile and
#    this runs the new steps.
# 3. In the final stage's directory (the production install): every package the server
#    bundle and the built commands import is a production dependency and loads, and nothing
#    they load belongs to a devDependency; the Dockerfile's CMD starts the server (its ENV,
#    a free PORT, PGlite under ./data), it answers /readyz (or /healthz until /readyz
#    exists), and the HEALTHCHECK command passes.
# 4. nginx with deploy/nginx/clinic.conf (on free unprivileged ports, a self-signed
#    certificate): HTTP redirects to HTTPS, GET / answers 200 with the site's headers, the
#    contact form posted with the browser's Origin (a port included) is stored, a foreign
#    Origin is refused, a 20 MB staff upload body gets through to the site, X-Request-Id
#    reaches the site's log.
# 5. SIGTERM stops the server with exit status 0; then npm run backup, restore (into a
#    fresh database), migrate and user (without NODE_ENV) run from the production install.
#
# Needs git, curl, openssl and nginx (Debian: apt-get install nginx; .ci/run does).
# Exits non-zero at the first failed check; prints the time each step took.
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
NODE_BIN="${NODE_BIN:-$(command -v node)}"
if [ ! -x "$NODE_BIN" ]; then
  echo "NODE_BIN=$NODE_BIN is not an executable node" >&2
  exit 2
fi
# Every node and npm below (npm's scripts included) is this one's.
node_dir="$(cd "$(dirname "$NODE_BIN")" && pwd)"
export PATH="$node_dir:$PATH"
nginx_bin="$(command -v nginx || true)"
# Debian puts it in /usr/sbin, which a non-root PATH may lack.
if [ -z "$nginx_bin" ] && [ -x /usr/sbin/nginx ]; then nginx_bin=/usr/sbin/nginx; fi
for tool in git curl openssl tar; do
  command -v "$tool" >/dev/null || { echo "check-deployment: $tool is required" >&2; exit 2; }
done
if [ -z "$nginx_bin" ]; then
  echo "check-deployment: nginx is required (Debian: apt-get install nginx)" >&2
  exit 2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/clinic-deployment.XXXXXX")"
context="$work/context"
server_pid=""
nginx_pid=""

cleanup() {
  local status=$?
  if [ -n "$nginx_pid" ] && kill -0 "$nginx_pid" 2>/dev/null; then
    kill -QUIT "$nginx_pid" 2>/dev/null || true
    wait "$nginx_pid" 2>/dev/null || true
  fi
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    for _ in $(seq 1 100); do kill -0 "$server_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL "$server_pid" 2>/dev/null || true
  fi
  if [ "${KEEP_WORK:-}" = 1 ]; then
    echo "check-deployment: kept $work"
  else
    rm -rf "$work"
  fi
  if [ "$status" -ne 0 ]; then echo "check-deployment: FAILED (exit $status)" >&2; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---- reporting -----------------------------------------------------------------------

started_all=$(date +%s%N)
step_started=0
step() {
  step_started=$(date +%s%N)
  echo
  echo "==> $*"
}
step_done() {
  local ms=$(( ($(date +%s%N) - step_started) / 1000000 ))
  printf '    done in %d.%01d s\n' $((ms / 1000)) $(((ms % 1000) / 100))
}
check() { echo "    ok: $*"; }
fail() {
  echo "    FAILED: $*" >&2
  exit 1
}
show_log() {
  echo "---- last lines of $1 ----" >&2
  tail -n "${2:-40}" "$1" >&2 || true
  echo "----" >&2
}

# A clean environment like a container's: only what finds programs, the npm registry and
# proxies passes; nothing of the calling shell's app configuration (NODE_ENV, DATABASE_URL…).
base_env=(PATH="$PATH" HOME="$HOME" LANG="${LANG:-C.UTF-8}" TMPDIR="${TMPDIR:-/tmp}")
while IFS='=' read -r name _; do
  case "$name" in
    npm_config_* | NPM_CONFIG_* | http_proxy | https_proxy | no_proxy | HTTP_PROXY | HTTPS_PROXY | NO_PROXY | CI)
      base_env+=("$name=${!name}") ;;
  esac
done < <(env)
# The lockfile pins every version and hash: revalidating them online adds only time.
base_env+=(npm_config_prefer_offline=true npm_config_update_notifier=false)

free_port() {
  node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); });'
}

echo "check-deployment: $(node --version) at $NODE_BIN, $("$nginx_bin" -v 2>&1), work dir $work"

# ---- 1. the build context --------------------------------------------------------------

step "build context: the repository's files less .dockerignore"
cd "$repo"
ignore_patterns=()
while IFS= read -r pattern || [ -n "$pattern" ]; do
  pattern="${pattern%%#*}"
  pattern="${pattern%"${pattern##*[![:space:]]}"}"
  [ -n "$pattern" ] || continue
  # Plain names and paths only: exceptions would need Docker's full matching rules.
  [[ $pattern == '!'* ]] && fail ".dockerignore: exceptions ($pattern) are not understood here"
  ignore_patterns+=("${pattern#/}")
done <.dockerignore
dockerignored() {
  local file=$1 pattern
  for pattern in "${ignore_patterns[@]}"; do
    # shellcheck disable=SC2053 # the pattern is a glob on purpose
    if [[ $file == $pattern || $file == $pattern/* ]]; then return 0; fi
  done
  return 1
}
mkdir -p "$context"
while IFS= read -r -d '' file; do
  # The index may still list a file deleted in the working tree.
  [ -e "$file" ] || continue
  dockerignored "$file" && continue
  printf '%s\0' "$file"
done < <(git ls-files -z --cached --others --exclude-standard) >"$work/context.list"
tar --null -T "$work/context.list" -cf - | tar -xf - -C "$context"
[ -f "$context/Dockerfile" ] || fail "the context has no Dockerfile"
check "$(tr -cd '\0' <"$work/context.list" | wc -c) files copied"
reuse_build=""
if [ "${REUSE_BUILD:-}" = 1 ]; then
  if reason="$(node "$repo/scripts/build-stamp.mjs" matches "$context")"; then
    reuse_build=1
    check "the build stage reuses the repository's build: $reason"
  else
    echo "    note: the build stage builds afresh: $reason"
  fi
fi
step_done

# ---- 2. the Dockerfile's steps ---------------------------------------------------------

step "Dockerfile: reading its instructions"
instructions=()
joined=""
while IFS= read -r line || [ -n "$line" ]; do
  # Comments (and the syntax directive) go, even inside a continued instruction.
  [[ $line =~ ^[[:space:]]*# ]] && continue
  if [[ $line =~ \\[[:space:]]*$ ]]; then
    joined+="${line%\\*} "
    continue
  fi
  joined+="$line"
  [[ -n ${joined//[[:space:]]/} ]] && instructions+=("$joined")
  joined=""
done <"$context/Dockerfile"
check "${#instructions[@]} instructions"
step_done

declare -A stage_dir stage_workdir
stage_order=()
stage=""
run_env=()
npm_steps=()
cmd_json=""
healthcheck_json=""
final_user=""
exposed=""
volumes=""

# An absolute image path, or one relative to the stage's WORKDIR, as a path on this disk.
stage_path() {
  local name=$1 target=$2 workdir=${stage_workdir[$1]}
  if [[ $target == /* ]]; then
    [[ $target == "$workdir" || $target == "$workdir"/* ]] ||
      fail "$target is outside the stage's WORKDIR $workdir (only WORKDIR is mirrored here)"
    target="${target#"$workdir"}"
  fi
  target="${target#./}"
  [ "$target" = "." ] && target=""
  echo "${stage_dir[$name]}/${target#/}"
}

copy_instruction() {
  local from="" arg
  local -a words args=()
  read -r -a words <<<"$1"
  for arg in "${words[@]}"; do
    case "$arg" in
      --from=*) from="${arg#--from=}" ;;
      --chown=* | --chmod=* | --link) ;;
      --*) fail "COPY option $arg is not understood here" ;;
      *) args+=("$arg") ;;
    esac
  done
  [ "${#args[@]}" -ge 2 ] || fail "COPY needs a source and a destination: COPY $1"
  local dest_spec=${args[-1]}
  local dest
  dest="$(stage_path "$stage" "$dest_spec")"
  unset 'args[-1]'
  local source_root
  if [ -n "$from" ]; then
    [ -n "${stage_dir[$from]:-}" ] || fail "COPY --from=$from: no stage of that name"
  else
    source_root="$context"
  fi
  local spec src matched
  for spec in "${args[@]}"; do
    if [ -n "$from" ]; then
      src="$(stage_path "$from" "$spec")"
      matched=("$src")
    else
      # A source may be a glob (package*.json), resolved in the context.
      shopt -s nullglob dotglob
      # shellcheck disable=SC2206 # expanding the glob is the point
      matched=("$source_root"/${spec#./})
      shopt -u nullglob dotglob
      [ "$spec" = "." ] && matched=("$source_root")
    fi
    if [ "${#matched[@]}" -eq 0 ] || [ ! -e "${matched[0]}" ]; then fail "COPY: $spec does not exist"; fi
    for src in "${matched[@]}"; do
      if [ -d "$src" ]; then
        # Docker copies a directory's contents, not the directory itself.
        mkdir -p "$dest"
        cp -a "$src/." "$dest/"
      elif [[ $dest_spec == */ || $dest_spec == . || ${#args[@]} -gt 1 ]]; then
        mkdir -p "$dest"
        cp -a "$src" "$dest/"
      else
        mkdir -p "$(dirname "$dest")"
        cp -a "$src" "$dest"
      fi
    done
  done
}

for instruction in "${instructions[@]}"; do
  read -r keyword rest <<<"$instruction"
  keyword="${keyword^^}"
  case "$keyword" in
    FROM)
      read -r image as name _ <<<"$rest"
      [[ ${as^^} == AS && -n $name ]] || name="stage$((${#stage_order[@]} + 1))"
      [ -n "$stage" ] && step_done
      stage="$name"
      stage_order+=("$stage")
      stage_dir[$stage]="$work/stage-$stage"
      stage_workdir[$stage]="/"
      mkdir -p "${stage_dir[$stage]}"
      run_env=()
      final_user=""
      step "Dockerfile stage \"$stage\" (FROM $image; here: node $(node --version))"
      [[ $image == node:* ]] || fail "FROM $image: only node images are mirrored here"
      ;;
    WORKDIR)
      [[ $rest == /* ]] || fail "WORKDIR $rest: use an absolute path"
      stage_workdir[$stage]="$rest"
      ;;
    ENV)
      [[ $rest == *=* ]] || fail "ENV $rest: write ENV NAME=value"
      read -r -a pairs <<<"$rest"
      run_env+=("${pairs[@]}")
      echo "    ENV $rest"
      ;;
    COPY)
      echo "    COPY $rest"
      copy_instruction "$rest"
      ;;
    RUN)
      command="$rest"
      while [[ $command == --* ]]; do read -r _ command <<<"$command"; done
      if [ -n "$reuse_build" ] && [ "$stage" = "${stage_order[0]}" ] && [[ $command == npm\ * ]]; then
        # The build stage with the repository's build reused (REUSE_BUILD above).
        if [[ $command == "npm run build" ]]; then
          cp -a "$repo/build" "$(stage_path "$stage" .)/build"
          check "RUN $command: the repository's build, made from these same files"
        else
          echo "    skipped (the build is reused, and this installs only for it): RUN $command"
        fi
        npm_steps+=("$stage: $command")
      elif [[ $command == npm\ * ]]; then
        echo "    RUN $command"
        run_started=$(date +%s%N)
        if ! (cd "$(stage_path "$stage" .)" && env -i "${base_env[@]}" "${run_env[@]}" bash -c "$command") \
          >"$work/run-${#npm_steps[@]}.log" 2>&1; then
          show_log "$work/run-${#npm_steps[@]}.log" 60
          fail "RUN $command"
        fi
        ms=$(( ($(date +%s%N) - run_started) / 1000000 ))
        printf '    ok: RUN %s (%d.%01d s)\n' "$command" $((ms / 1000)) $(((ms % 1000) / 100))
        npm_steps+=("$stage: $command")
      else
        echo "    skipped (inside an image only): RUN $command"
      fi
      ;;
    USER) final_user="$rest" ;;
    EXPOSE) exposed="$rest" ;;
    VOLUME) volumes="$rest" ;;
    CMD) cmd_json="$rest" ;;
    HEALTHCHECK)
      [[ $rest == *CMD\ \[* ]] || fail "HEALTHCHECK: write its command as CMD [\"node\", …]"
      healthcheck_json="[${rest#*CMD [}"
      ;;
    LABEL | ARG | STOPSIGNAL | ENTRYPOINT | SHELL) echo "    $keyword $rest (not mirrored)" ;;
    *) fail "Dockerfile instruction $keyword is not understood here" ;;
  esac
done
step_done
final_workdir="$(stage_path "$stage" .)"

step "Dockerfile: what the image must be"
has_step() {
  local wanted=$1 s
  for s in "${npm_steps[@]}"; do [[ $s == "$wanted" || $s == "$wanted "* ]] && return 0; done
  return 1
}
[ "${#stage_order[@]}" -ge 2 ] || fail "two stages (build, then the image)"
first_stage="${stage_order[0]}"
has_step "$first_stage: npm ci" || fail "the build stage runs npm ci"
has_step "$first_stage: npm run build" || fail "the build stage runs npm run build"
has_step "$stage: npm ci --omit=dev" || fail "the final stage runs npm ci --omit=dev"
check "build stage \"$first_stage\": npm ci, npm run build; final stage: npm ci --omit=dev"
[[ " ${run_env[*]} " == *" NODE_ENV=production "* ]] || fail "the image sets ENV NODE_ENV=production"
check "ENV NODE_ENV=production"
[[ -n $final_user && $final_user != root && $final_user != 0 && $final_user != 0:* ]] ||
  fail "the image runs as a non-root USER (it has \"${final_user:-none}\")"
check "USER $final_user"
[[ $exposed == 3000 ]] || fail "EXPOSE 3000 (it has \"$exposed\")"
[[ $volumes == *"${stage_workdir[$stage]}/data"* ]] || fail "VOLUME ${stage_workdir[$stage]}/data"
check "EXPOSE $exposed, VOLUME $volumes"
if [ -z "$cmd_json" ] || [ -z "$healthcheck_json" ]; then fail "CMD and HEALTHCHECK in JSON form"; fi
check "CMD $cmd_json"
for needed in build/server/index.js build/client build/cli/backup.js build/cli/restore.js \
  build/cli/user.js build/cli/migrate.js drizzle/meta/_journal.json server.js package.json; do
  [ -e "$final_workdir/$needed" ] || fail "the image lacks $needed"
done
check "the image holds build/ (server, client, cli), drizzle/, server.js, package.json"
echo "    image top level: $(cd "$final_workdir" && shopt -s dotglob && printf '%s ' *)"
step_done

# ---- 3. the production install ---------------------------------------------------------

step "production install: the build imports production dependencies only, and they load"
# npm ci --omit=dev still installs a devDependency that a production package names as an
# optional peer (better-auth: vitest, drizzle-kit; @react-router/*: typescript), npm/cli#7772.
# So "it loads" proves nothing by itself; what the build loads is checked against the
# lockfile instead: every package it names is in package.json's "dependencies", and every
# file it loads (through any chain of imports) lies in a package the lockfile does not mark
# dev or devOptional.
for dev_package in @react-router/dev tsx vite pino-pretty; do
  [ ! -e "$final_workdir/node_modules/$dev_package/package.json" ] ||
    echo "    note: $dev_package is installed all the same (an optional peer in the tree, npm/cli#7772)"
done
read -r -d '' import_check <<'JS' || true
import { readdirSync, readFileSync } from "node:fs";
import { builtinModules, createRequire, register } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { MessageChannel } from "node:worker_threads";

// Every module resolved from here on, ESM and CommonJS alike, is reported back.
const { port1, port2 } = new MessageChannel();
const loaded = new Set();
port1.on("message", (url) => loaded.add(url));
port1.unref();
const hooks = `
  let port;
  export function initialize(data) { port = data.port; }
  export async function resolve(specifier, context, next) {
    const result = await next(specifier, context);
    port.postMessage(result.url);
    return result;
  }`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
  data: { port: port2 },
  transferList: [port2],
});

const manifest = JSON.parse(readFileSync("package.json", "utf8"));
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")).packages;
const production = new Set(Object.keys(manifest.dependencies ?? {}));
const packageOf = (specifier) =>
  specifier.split("/").slice(0, specifier.startsWith("@") ? 2 : 1).join("/");

const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.join(entry.parentPath, entry.name));
const patterns = [
  /(?:^|[\n;])\s*(?:import|export)\s[^;"']*?\bfrom\s*["']([^"']+)["']/g,
  /(?:^|[\n;])\s*import\s*["']([^"']+)["']/g,
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];
const specifiers = new Set();
const scanned = [...files("build/server"), ...files("build/cli")];
for (const file of scanned) {
  const code = readFileSync(file, "utf8");
  for (const pattern of patterns) {
    for (const [, specifier] of code.matchAll(pattern)) {
      if (/^[./]/.test(specifier) || specifier.startsWith("node:")) continue;
      if (builtinModules.includes(packageOf(specifier))) continue;
      specifiers.add(specifier);
    }
  }
}

const failed = [];
for (const specifier of [...specifiers].sort()) {
  if (!production.has(packageOf(specifier))) {
    failed.push(`the build imports ${specifier}, not in package.json's "dependencies"`);
    continue;
  }
  try {
    await import(specifier);
  } catch (error) {
    failed.push(`${specifier} does not load: ${String(error.message).split("\n")[0]}`);
  }
}
// The server bundle itself: it reads the environment and builds the app, serving nothing.
try {
  await import(path.resolve("build/server/index.js"));
} catch (error) {
  failed.push(`build/server/index.js does not load: ${String(error.message).split("\n")[0]}`);
}
await new Promise((resolve) => setTimeout(resolve, 200)); // the hook's last messages

// CommonJS modules required by CommonJS code bypass the hook; the require cache has them.
const loadedFiles = new Set(
  [...loaded].filter((url) => url.startsWith("file:")).map((url) => fileURLToPath(url)),
);
for (const file of Object.keys(createRequire(import.meta.url).cache)) loadedFiles.add(file);
const devPackages = new Set();
for (const file of loadedFiles) {
  const relative = path.relative(process.cwd(), file).split(path.sep).join("/");
  const key = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(relative)?.[1];
  const entry = key ? lock[key] : undefined;
  if (entry && (entry.dev || entry.devOptional)) devPackages.add(key.replace(/^node_modules\//, ""));
}
for (const name of devPackages) failed.push(`loaded at run time, but a devDependency: ${name}`);
if (failed.length > 0) {
  console.error(failed.map((line) => `    ${line}`).join("\n"));
  process.exit(1);
}
console.log(
  `    ok: ${scanned.length} files of build/server and build/cli import ${specifiers.size} ` +
    `specifiers, all of production dependencies; they and build/server/index.js load ` +
    `${loadedFiles.size} files, none of a devDependency`,
);
process.exit(0);
JS
# A production server refuses to start without SITE_URL (server/app.ts), as a real deployment sets it.
(cd "$final_workdir" && env -i "${base_env[@]}" "${run_env[@]}" SITE_URL=https://clinic.example.com \
  node --input-type=module -e "$import_check") ||
  fail "the build imports a devDependency, or a production package does not load"
step_done

# ---- the server, as the image's CMD starts it -----------------------------------------

app_port="$(free_port)"
https_port="$(free_port)"
http_port="$(free_port)"
site_url="https://localhost:$https_port"
server_env=(PORT="$app_port" HOST=127.0.0.1 SITE_URL="$site_url" LOG_LEVEL=info)
mapfile -t cmd_argv < <(node -e 'for (const a of JSON.parse(process.argv[1])) console.log(a)' "$cmd_json")
mapfile -t health_argv < <(node -e 'for (const a of JSON.parse(process.argv[1])) console.log(a)' "$healthcheck_json")

ready_path=""
wait_ready() {
  local deadline=$((SECONDS + 120)) code
  while [ "$SECONDS" -lt "$deadline" ]; do
    kill -0 "$server_pid" 2>/dev/null || { show_log "$work/server.log"; fail "the server exited while starting"; }
    code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$app_port/readyz" || true)"
    if [ "$code" = 200 ]; then ready_path=/readyz; return 0; fi
    if [ "$code" = 404 ]; then
      # No /readyz in this version yet: its liveness check says the same for one instance.
      code="$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$app_port/healthz" || true)"
      if [ "$code" = 200 ]; then ready_path="/healthz (no /readyz yet)"; return 0; fi
    fi
    sleep 0.3
  done
  show_log "$work/server.log"
  fail "the server did not become ready within 120 s"
}

step "server: ${cmd_argv[*]} (ENV ${run_env[*]}, PORT=$app_port, SITE_URL=$site_url)"
(cd "$final_workdir" && exec env -i "${base_env[@]}" "${run_env[@]}" "${server_env[@]}" "${cmd_argv[@]}") \
  >"$work/server.log" 2>&1 &
server_pid=$!
wait_ready
check "ready: $ready_path answered 200"
(cd "$final_workdir" && env -i "${base_env[@]}" "${run_env[@]}" "${server_env[@]}" "${health_argv[@]}") ||
  fail "the HEALTHCHECK command (${health_argv[*]}) failed"
check "the HEALTHCHECK command exits 0"
step_done

# ---- 4. nginx in front ---------------------------------------------------------------

step "nginx: deploy/nginx/clinic.conf on ports $https_port (TLS) and $http_port"
nginx_dir="$work/nginx"
mkdir -p "$nginx_dir/tmp"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=localhost" \
  -addext "subjectAltName=DNS:localhost" \
  -keyout "$nginx_dir/key.pem" -out "$nginx_dir/cert.pem" >/dev/null 2>&1 ||
  fail "openssl could not make a self-signed certificate"
conf="$(cat "$context/deploy/nginx/clinic.conf")"
# Each placeholder of the example must be found, or the file changed and this must too.
substitute() {
  [[ $conf == *"$1"* ]] || fail "deploy/nginx/clinic.conf no longer contains \"$1\""
  conf="${conf//"$1"/"$2"}"
}
substitute "server 127.0.0.1:3000;" "server 127.0.0.1:$app_port;"
substitute "listen 80;" "listen 127.0.0.1:$http_port;"
substitute "listen 443 ssl http2;" "listen 127.0.0.1:$https_port ssl http2;"
substitute "server_name www.clinic.example.com;" "server_name localhost;"
substitute "/etc/letsencrypt/live/www.clinic.example.com/fullchain.pem" "$nginx_dir/cert.pem"
substitute "/etc/letsencrypt/live/www.clinic.example.com/privkey.pem" "$nginx_dir/key.pem"
# This machine may have no IPv6; the IPv4 listeners carry the test.
conf="$(grep -v 'listen \[::\]:' <<<"$conf")"
printf '%s\n' "$conf" >"$nginx_dir/clinic.conf"
{
  # As root (CI), the workers stay root: the temp directory is not readable by others.
  [ "$(id -u)" -eq 0 ] && echo "user root;"
  cat <<NGINX
worker_processes 1;
daemon off;
pid $nginx_dir/nginx.pid;
error_log $nginx_dir/error.log warn;
events { worker_connections 256; }
http {
    access_log $nginx_dir/access.log;
    client_body_temp_path $nginx_dir/tmp/client_body;
    proxy_temp_path $nginx_dir/tmp/proxy;
    fastcgi_temp_path $nginx_dir/tmp/fastcgi;
    uwsgi_temp_path $nginx_dir/tmp/uwsgi;
    scgi_temp_path $nginx_dir/tmp/scgi;
    include $nginx_dir/clinic.conf;
}
NGINX
} >"$nginx_dir/nginx.conf"
nginx_args=(-p "$nginx_dir" -e "$nginx_dir/error.log" -c "$nginx_dir/nginx.conf")
"$nginx_bin" -t -q "${nginx_args[@]}" || fail "nginx -t rejects the configuration"
check "nginx -t accepts it"
"$nginx_bin" "${nginx_args[@]}" &
nginx_pid=$!
# localhost may mean ::1 first; nginx listens on 127.0.0.1 here.
tls_curl() { curl -sk --resolve "localhost:$https_port:127.0.0.1" "$@"; }
for _ in $(seq 1 50); do
  tls_curl -o /dev/null "https://localhost:$https_port/healthz" && break
  kill -0 "$nginx_pid" 2>/dev/null || { show_log "$nginx_dir/error.log"; fail "nginx exited"; }
  sleep 0.1
done

headers="$(tls_curl -D - -o "$work/home.html" "https://localhost:$https_port/")"
status="$(head -n 1 <<<"$headers" | tr -d '\r')"
[[ $status == *" 200"* ]] || fail "GET / through nginx answered \"$status\""
for header in content-security-policy strict-transport-security x-content-type-options referrer-policy; do
  grep -qi "^$header:" <<<"$headers" || fail "GET / through nginx lacks the site's $header header"
done
grep -q "</html>" "$work/home.html" || fail "GET / through nginx is not a whole page"
check "GET https://localhost:$https_port/ → 200, the whole page, the site's CSP, HSTS and other headers"

redirect="$(curl -s -o /dev/null -w '%{http_code} %{redirect_url}' "http://127.0.0.1:$http_port/contact?x=1")"
[[ $redirect == "301 https://"*"/contact?x=1" ]] || fail "HTTP did not redirect to HTTPS: $redirect"
check "GET http://…:$http_port/contact?x=1 → $redirect"

submission_key="$(od -An -N16 -tx1 /dev/urandom | tr -d ' \n')"
request_id="deploy-check-$submission_key"
contact_status="$(tls_curl -o "$work/contact.html" -w '%{http_code}' \
  -H "Origin: $site_url" -H "Referer: $site_url/contact" -H "X-Request-Id: $request_id" \
  --data-urlencode "name=Deployment Check" \
  --data-urlencode "email=deploy-check@example.com" \
  --data-urlencode "phone=407-555-0100" \
  --data-urlencode "service=checkup" \
  --data-urlencode "message=Sent through nginx by scripts/check-deployment.sh." \
  --data-urlencode "website=" \
  --data-urlencode "submissionKey=$submission_key" \
  "$site_url/contact")"
[ "$contact_status" = 200 ] || {
  show_log "$work/server.log" 20
  fail "POST /contact with Origin $site_url answered $contact_status"
}
grep -q "Message Sent Successfully" "$work/contact.html" || fail "POST /contact did not confirm the message"
check "POST /contact with Origin: $site_url → 200, \"Message Sent Successfully\""

foreign_status="$(tls_curl -o /dev/null -w '%{http_code}' -H "Origin: https://elsewhere.example" \
  --data-urlencode "name=X" --data-urlencode "email=x@example.com" --data-urlencode "message=X" \
  "$site_url/contact")"
[ "$foreign_status" = 403 ] || fail "POST /contact from a foreign Origin answered $foreign_status, not 403"
check "POST /contact with Origin: https://elsewhere.example → 403"

upload_status="$(head -c 20000000 /dev/zero | tls_curl -o /dev/null -w '%{http_code}' \
  -H "Origin: $site_url" -H "Content-Type: application/octet-stream" --data-binary @- \
  "$site_url/admin/media")"
if [ "$upload_status" = 413 ] || [ "$upload_status" = 000 ]; then
  fail "a 20 MB body to /admin/media was refused on the way ($upload_status): client_max_body_size"
fi
check "a 20 MB body to /admin/media reaches the site (it answers $upload_status to a visitor not signed in)"

kill -QUIT "$nginx_pid"
wait "$nginx_pid" || true
nginx_pid=""
step_done

# ---- 5. stop, then the operator's commands -------------------------------------------

step "server: SIGTERM drains and exits 0"
kill -TERM "$server_pid"
set +e
wait "$server_pid"
server_status=$?
set -e
server_pid=""
[ "$server_status" -eq 0 ] || { show_log "$work/server.log"; fail "the server exited with $server_status after SIGTERM"; }
grep -q "shutdown: done" "$work/server.log" || fail "the server did not log \"shutdown: done\""
check "exit status 0, \"shutdown: done\" logged"
# The request ids: the client's passed on, else nginx's own ($request_id, 32 hex digits).
grep -q "\"requestId\":\"$request_id\"" "$work/server.log" ||
  fail "the contact post's X-Request-Id ($request_id) did not reach the site's log"
grep '"path":"/","status":200' "$work/server.log" | grep -qE '"requestId":"[0-9a-f]{32}"' ||
  fail "GET / did not carry nginx's \$request_id to the site"
check "X-Request-Id: the client's reaches the site's log, and nginx's \$request_id otherwise"
step_done

operator() {
  local log=$1
  shift
  if ! (cd "$final_workdir" && env -i "${base_env[@]}" "$@") >"$log" 2>&1; then
    show_log "$log"
    fail "$*"
  fi
  sed 's/^/      /' "$log" | head -n 8
}

step "npm run backup (PGlite, server stopped)"
archive="$work/backups/clinic.tar.gz"
operator "$work/backup.log" "${run_env[@]}" npm run backup -- --out "$archive"
[ -s "$archive" ] || fail "no archive at $archive"
grep -q "contact_messages: 1 row" "$work/backup.log" || fail "the backup lacks the contact message posted above"
check "$(wc -c <"$archive") bytes at $archive, with the contact message"
step_done

step "npm run restore into a fresh database, npm run migrate, user list without NODE_ENV"
operator "$work/restore.log" "${run_env[@]}" PGLITE_DATA_DIR="$work/restored/pglite" \
  UPLOADS_DIR="$work/restored/uploads" npm run restore -- "$archive"
check "restored into an empty PGlite directory"
operator "$work/migrate.log" "${run_env[@]}" npm run migrate
grep -q "up to date" "$work/migrate.log" || fail "npm run migrate did not find the database up to date"
check "npm run migrate: up to date"
# Without NODE_ENV (a shell without the service's environment): the built commands
# default to production rather than load pino-pretty, a devDependency.
operator "$work/user.log" node build/cli/user.js list
grep -q "admin@clinic.example.com" "$work/user.log" || fail "user list does not show the first admin"
check "node build/cli/user.js list (no NODE_ENV) lists the first admin"
step_done

total_ms=$(( ($(date +%s%N) - started_all) / 1000000 ))
echo
printf 'check-deployment: all checks passed in %d.%01d s\n' $((total_ms / 1000)) $(((total_ms % 1000) / 100))
