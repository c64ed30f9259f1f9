// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CommandSupport.h"

#include "CommandRegistry.h"

#include "catalog/CatalogStore.h"
#include "common/BoundedFile.h"
#include "common/TerminalText.h"
#include "document/CatalogIdentity.h"
#include "json/BoundedJson.h"

#include <QCommandLineParser>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QTextStream>

#include <cstdio>
#include <iostream>
#include <iterator>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace CommandSupport {

QString safeForTerminal(const QString& message) { return TerminalText::message(message); }

int fail(const QString& verb, int code, const QString& message)
{
    QTextStream(stderr) << "gpu-planner " << verb << ": " << safeForTerminal(message) << Qt::endl;
    return code;
}

int readInput(const QString& path, std::string* text, QString* error)
{
    if (path == QStringLiteral("-")) {
        std::string why;
        if (!gp::jsonio::readStream(std::cin, *text, why)) {
            *error = QStringLiteral("standard input %1").arg(QString::fromStdString(why));
            return 2;
        }
        return 0;
    }
    QByteArray bytes;
    switch (BoundedFile::read(path, bytes, error)) {
    case BoundedFile::Status::CannotOpen:
        return 1;
    case BoundedFile::Status::TooLarge:
        return 2;
    case BoundedFile::Status::Ok:
        break;
    }
    text->assign(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    return 0;
}

bool checkOutputPath(const QString& path, QString* error)
{
    const QFileInfo info(path);
    if (!info.exists() || info.isFile())
        return true;
    QString what = QStringLiteral("a FIFO, device or socket");
    if (info.isDir())
        what = QStringLiteral("a folder");
#ifdef Q_OS_UNIX
    else if (struct stat st{}; ::stat(QFile::encodeName(path).constData(), &st) == 0) {
        if (S_ISFIFO(st.st_mode))
            what = QStringLiteral("a FIFO (named pipe)");
        else if (S_ISCHR(st.st_mode) || S_ISBLK(st.st_mode))
            what = QStringLiteral("a device");
        else if (S_ISSOCK(st.st_mode))
            what = QStringLiteral("a socket");
    }
#endif
    *error = QStringLiteral("%1 is %2, not a regular file; name a file to write").arg(path, what);
    return false;
}

std::optional<int> parseOrStop(QCommandLineParser& parser, const QString& verb, const QStringList& arguments)
{
    if (!parser.parse(QStringList{QStringLiteral("gpu-planner ") + verb} + arguments))
        return fail(verb, 2, parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return 0;
    }
    return std::nullopt;
}

int printJson(const nlohmann::json& json)
{
    const std::string text = json.dump(2);
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fputc('\n', stdout);
    return 0;
}

void CatalogOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOption(shipped);
    parser.addOption(path);
    parser.addOption(migrate);
}

std::optional<gp::CatalogSnapshot> CatalogOptions::open(const QCommandLineParser& parser, QString* error, int* exitCode,
                                                        const QStringList& tables,
                                                        QMap<QString, QVector<QVariantMap>>* rows,
                                                        CatalogIdentity* identity) const
{
    CatalogStore store;
    bool opened = false;
    if (parser.isSet(migrate) && !parser.isSet(path)) {
        if (exitCode)
            *exitCode = 2;
        *error = QStringLiteral("--migrate: name the catalog to upgrade with --catalog PATH");
        return std::nullopt;
    }
    opened = openChosen(store, parser, true);
    if (!opened) {
        if (exitCode)
            *exitCode = store.refused() ? 2 : 1;
        *error = store.refused() ? store.startupMessage()
                                 : QStringLiteral("cannot open the catalog: %1").arg(store.startupMessage());
        return std::nullopt;
    }
    // The user's catalog was set aside (or left unusable) and the shipped one is used: the figures that
    // follow come from the shipped catalog, so say so, once, before them.
    if (!store.startupMessage().isEmpty())
        QTextStream(stderr) << "gpu-planner: " << store.startupMessage() << Qt::endl;
    if (rows)
        for (const QString& table : tables)
            rows->insert(table, store.rows(table));
    // Refused rather than answered from a table that could not be read (it would be empty: no offers).
    std::optional<gp::CatalogSnapshot> snapshot = store.checkedSnapshot(error);
    if (identity)
        *identity = CatalogIdentity::of(store);
    if (!snapshot && exitCode)
        *exitCode = 1;
    return snapshot;
}

bool CatalogOptions::openChosen(CatalogStore& store, const QCommandLineParser& parser, bool allowShipped) const
{
    if (allowShipped && parser.isSet(shipped))
        return store.openShipped();
    if (parser.isSet(path)) // a file the user named: opened as it is, refused and untouched when unusable
        return store.openNamed(parser.value(path), parser.isSet(migrate));
    return store.open();
}

int CatalogOptions::openStore(CatalogStore& store, const QCommandLineParser& parser, const QString& verb,
                              bool allowShipped) const
{
    if (parser.isSet(migrate) && !parser.isSet(path))
        return fail(verb, ExitCode::InvalidInput,
                    QStringLiteral("--migrate: name the catalog to upgrade with --catalog PATH"));
    const bool ok = openChosen(store, parser, allowShipped);
    if (!store.startupMessage().isEmpty())
        QTextStream(stderr) << "gpu-planner " << verb << ": " << safeForTerminal(store.startupMessage()) << Qt::endl;
    if (ok)
        return -1;
    return store.refused() ? ExitCode::InvalidInput : ExitCode::Failure;
}

std::optional<gp::CivilDate> reportToday(QString* error)
{
    const QString fixed = qEnvironmentVariable("GP_TODAY");
    if (fixed.isEmpty()) {
        const QDate d = QDate::currentDate();
        return gp::CivilDate{d.year(), d.month(), d.day()};
    }
    if (const auto d = gp::parseIsoDate(fixed.toStdString()))
        return d;
    *error = QStringLiteral("GP_TODAY: \"%1\" is not a date YYYY-MM-DD").arg(fixed);
    return std::nullopt;
}

} // namespace CommandSupport
