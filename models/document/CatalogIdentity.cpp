// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogIdentity.h"

#include "WorkspaceTextLimits.h"
#include "catalog/CatalogServer.h"
#include "catalog/CatalogStore.h"
#include "catalog/CatalogUrl.h"
#include "catalog/ServerSession.h"
#include "common/DisplayText.h"

#include <QCoreApplication>
#include <QDir>
#include <QSqlDatabase>

#include <limits>

namespace {
using json = nlohmann::json;

QString tr(const char* text) { return QCoreApplication::translate("CatalogIdentity", text); }

// A saved text must stay within WorkspaceTextLimits' name limit (a save never writes what a load refuses): a
// longer path keeps its end, the part that names the file, after "...". Both sides of a comparison are
// shortened alike, so the same long path still compares equal.
QString bounded(const QString& text)
{
    const auto limit = qsizetype(WorkspaceTextLimits::kMaxName);
    if (text.size() <= limit)
        return text;
    return QStringLiteral("\u2026") + text.right(limit - 1);
}

const char* kindWord(CatalogIdentity::Kind kind)
{
    switch (kind) {
    case CatalogIdentity::Kind::Shipped:
        return "shipped";
    case CatalogIdentity::Kind::File:
        return "file";
    case CatalogIdentity::Kind::Team:
        return "team";
    case CatalogIdentity::Kind::Unknown:
        break;
    }
    return "unknown";
}

QString shown(const QString& text) { return DisplayText::neutralise(text); }

QString server(const CatalogIdentity& c)
{
    const QString host = c.host.isEmpty() ? QStringLiteral("localhost") : c.host;
    const QString where = c.port > 0 ? QStringLiteral("%1:%2").arg(host).arg(c.port) : host;
    return QStringLiteral("%1 on %2").arg(shown(c.database), shown(where));
}

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}
} // namespace

bool CatalogIdentity::sameCatalog(const CatalogIdentity& o) const
{
    if (kind != o.kind)
        return false;
    switch (kind) {
    case Kind::File:
        return path == o.path;
    case Kind::Team:
        return host == o.host && port == o.port && database == o.database;
    case Kind::Shipped:
    case Kind::Unknown:
        break;
    }
    return true;
}

CatalogIdentity CatalogIdentity::of(const CatalogStore& store)
{
    CatalogIdentity id;
    if (!store.isOpen())
        return id;
    if (!store.isTeamCatalog()) {
        // openShipped() (and the fallback when the user's file is unusable) is the only read-only file catalog.
        if (store.isReadOnly()) {
            id.kind = Kind::Shipped;
        } else {
            id.kind = Kind::File;
            id.path = bounded(QDir::toNativeSeparators(store.path()));
        }
        return id;
    }
    catalog::ServerAddress address;
    if (!catalog::parseServerUrl(store.path(), &address, nullptr))
        return id;
    id.kind = Kind::Team;
    id.host = bounded(address.host);
    id.port = address.port;
    id.database = bounded(address.database);
    // The audit's newest id: a trigger adds one for every change of a catalog row (CatalogServer.cpp), so two
    // reads with the same id saw the same rows. The store's open read it with the schema, and a snapshot reads it
    // again after a change (catalog/ServerSession.h): asked here only when neither has (issue 34: one query less
    // per estimate).
    store.readThrough(
        [&](QSqlDatabase& db, QString*) {
            const std::optional<qint64> known = catalog::knownRevision(db.connectionName());
            id.revision = known ? *known : catalog::readCatalogRevision(db);
            return true;
        },
        nullptr);
    return id;
}

json CatalogIdentity::toJson() const
{
    json out = {{"kind", kindWord(kind)}};
    if (kind == Kind::File)
        out["path"] = path.toStdString();
    if (kind == Kind::Team) {
        out["host"] = host.toStdString();
        out["port"] = port > 0 ? json(port) : json(nullptr);
        out["database"] = database.toStdString();
        out["revision"] = revision >= 0 ? json(revision) : json(nullptr);
    }
    return out;
}

bool CatalogIdentity::fromJson(const json& value, const QString& path, CatalogIdentity& out, QString* error)
{
    CatalogIdentity id;
    if (value.is_null()) {
        out = id;
        return true;
    }
    if (!value.is_object())
        return fail(error, QStringLiteral("%1: expected an object (the catalog the plan was saved with)").arg(path));
    auto text = [&](const char* key, QString* into) {
        const auto it = value.find(key);
        if (it == value.end() || !it->is_string())
            return fail(error, QStringLiteral("%1.%2: expected a string").arg(path, QLatin1String(key)));
        *into = QString::fromStdString(it->get<std::string>());
        return true;
    };
    // A number that is not a whole one in range (or null, for "not known").
    auto whole = [&](const char* key, qint64 max, qint64* into) {
        const auto it = value.find(key);
        if (it == value.end() || it->is_null())
            return true;
        if (!it->is_number_integer() || (it->is_number_unsigned() && it->get<std::uint64_t>() > std::uint64_t(max)) ||
            it->get<long long>() < 0 || it->get<long long>() > max)
            return fail(error, QStringLiteral("%1.%2: expected a whole number from 0 to %3 or null")
                                   .arg(path, QLatin1String(key))
                                   .arg(max));
        *into = it->get<long long>();
        return true;
    };
    QString kind;
    if (!text("kind", &kind))
        return false;
    if (kind == QLatin1String("shipped")) {
        id.kind = Kind::Shipped;
    } else if (kind == QLatin1String("file")) {
        id.kind = Kind::File;
        if (!text("path", &id.path))
            return false;
    } else if (kind == QLatin1String("team")) {
        id.kind = Kind::Team;
        qint64 port = -1;
        if (!text("host", &id.host) || !text("database", &id.database) || !whole("port", 65535, &port) ||
            !whole("revision", std::numeric_limits<qint64>::max(), &id.revision))
            return false;
        id.port = port > 0 ? int(port) : -1;
    } else {
        return fail(error, QStringLiteral("%1.kind: expected \"shipped\", \"file\" or \"team\"").arg(path));
    }
    out = id;
    return true;
}

QString CatalogIdentity::describe() const
{
    switch (kind) {
    case Kind::Shipped:
        return tr("the shipped catalog");
    case Kind::File:
        return tr("the catalog file %1").arg(shown(path));
    case Kind::Team:
        if (revision >= 0)
            return tr("the team catalog %1 (revision %2)").arg(server(*this)).arg(revision);
        return tr("the team catalog %1").arg(server(*this));
    case Kind::Unknown:
        break;
    }
    return tr("an unknown catalog");
}

namespace CatalogIdentityText {

QString notice(const CatalogIdentity& saved, const CatalogIdentity& now, bool drifted)
{
    if (!saved.isKnown() || !now.isKnown())
        return {};
    if (!saved.sameCatalog(now))
        return tr("This plan was saved with %1; it is now open with %2.").arg(saved.describe(), now.describe());
    if (saved.kind != CatalogIdentity::Kind::Team || !drifted || saved.revision < 0 || now.revision < 0 ||
        saved.revision == now.revision)
        return {};
    return tr("The team catalog %1 has changed since this plan was saved (revision %2 then, %3 now).")
        .arg(server(now))
        .arg(saved.revision)
        .arg(now.revision);
}

} // namespace CatalogIdentityText
