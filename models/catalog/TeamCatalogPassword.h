// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// A password typed into File > Open team catalog (issue 34), kept in this process's memory for the session only,
// so a reconnect after the server went away can log in again. Never written anywhere: not to the settings (the
// recent servers are addresses without one), not to the environment (children would inherit PGPASSWORD), not to
// a passfile. Without one, libpq finds it itself (PGPASSWORD, ~/.pgpass, a service file).
#include <QString>

namespace catalog {

struct ServerAddress;

// The password for connections to `address` (by its display form: user, host, port, database); an empty
// password forgets it.
void setSessionPassword(const ServerAddress& address, const QString& password);
QString sessionPassword(const ServerAddress& address);

} // namespace catalog
