#!/usr/bin/env bash
# Makes sure what the test suites need is on this machine and running: Debian's Chromium for
# the browser tests with the fonts they measure and read (Liberation, Noto for Arabic,
# Devanagari and Chinese), Debian's nginx for the proxy tests (deploy/; run as a child, never as a service), a Java runtime for the W3C HTML checker (vnu-jar) and a MariaDB reachable at 127.0.0.1:3306 as root with an empty password
# (unless TEST_MYSQL_URL points at another server). Installs with apt-get where missing.
# Fails loudly: a suite must never be skipped because a service is missing.
set -euo pipefail

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then as_root apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Whether a font family is installed. grep reads all of fc-list's output (no -q): an early
# exit would end fc-list with SIGPIPE, which pipefail counts as a failure.
has_font() { fc-list : family 2>/dev/null | grep -F "$1" >/dev/null; }

if [ ! -x /usr/bin/chromium ]; then
  echo "ensure-services: installing Debian's chromium"
  apt_install chromium
fi

# The widgets' reserved heights and the 300 px sidebar check are measured with Arial's metrics
# (the font stack's first font on Linux; Liberation Sans has the same widths). Without it
# Chromium falls back to DejaVu Sans, which is wider: a fact line of a job card then ends in
# its ellipsis and the layout tests see clipped text. chromium only recommends the package.
if ! has_font "Liberation Sans"; then
  echo "ensure-services: installing Debian's fonts-liberation (Arial metrics for the layout tests)"
  apt_install fonts-liberation
fi

# The widgets speak Arabic, Hindi and Chinese: the font stack names Noto's faces for their
# scripts (never downloaded by a page), and the right-to-left browser test looks at Arabic
# text. Without them Chromium draws Arabic with DejaVu Sans and CJK as empty boxes.
if ! has_font "Noto Sans Arabic"; then
  echo "ensure-services: installing Debian's fonts-noto-core (Arabic and Devanagari faces)"
  apt_install fonts-noto-core
fi
if ! has_font "Noto Sans CJK SC"; then
  echo "ensure-services: installing Debian's fonts-noto-cjk (Chinese faces)"
  apt_install fonts-noto-cjk
fi

if [ ! -x /usr/sbin/nginx ]; then
  echo "ensure-services: installing Debian's nginx (for the proxy fault test and the bench)"
  apt_install nginx
fi

if ! command -v java >/dev/null 2>&1; then
  echo "ensure-services: installing Debian's Java runtime (for the HTML checker, vnu-jar)"
  apt_install default-jre-headless
fi

tcp_login() { mariadb -h127.0.0.1 -P3306 -uroot -e 'SELECT 1' >/dev/null 2>&1; }

if [ -z "${TEST_MYSQL_URL:-}" ]; then
  if [ ! -x /usr/sbin/mariadbd ]; then
    echo "ensure-services: installing mariadb-server"
    apt_install mariadb-server mariadb-client
  fi
  if ! tcp_login; then
    if ! mariadb-admin ping --silent >/dev/null 2>&1; then
      echo "ensure-services: starting MariaDB"
      as_root install -d -o mysql -g mysql /run/mysqld
      as_root start-stop-daemon --start --oknodo --background --pidfile /run/mysqld/mysqld.pid \
        --exec /usr/sbin/mariadbd -- --user=mysql --bind-address=127.0.0.1 --port=3306
      for _ in $(seq 1 60); do mariadb-admin ping --silent >/dev/null 2>&1 && break; sleep 0.5; done
    fi
    if ! tcp_login; then
      # A fresh Debian install lets root in only through the unix socket.
      as_root mariadb -uroot -e "ALTER USER root@localhost IDENTIFIED VIA mysql_native_password USING PASSWORD('') OR unix_socket" || true
    fi
  fi
  if ! tcp_login; then
    echo "ensure-services: MariaDB is not reachable at 127.0.0.1:3306 as root; the MySQL suites cannot run." >&2
    exit 1
  fi
fi
echo "ensure-services: chromium, fonts, nginx, java and MariaDB are ready"
