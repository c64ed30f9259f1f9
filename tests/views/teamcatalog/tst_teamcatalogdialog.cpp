// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// File > Open Team Catalog's dialog and the conflict dialog (issue 34), without a server (tests/postgresql/
// tst_pgteamcatalogwindow opens real team catalogs with them): the fields become the address CatalogUrl accepts,
// a refusal names the field and keeps the dialog open, the recent servers keep addresses and never the password,
// and every text that may quote the user's or the server's words is plain text.
#include "TestSupport.h"
#include "catalog/CatalogUrl.h"
#include "catalog/TeamServerForm.h"
#include "teamcatalog/EditConflictDialog.h"
#include "teamcatalog/TeamCatalogDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QtTest>

namespace {
void fill(TeamCatalogDialog& d, const QString& host, int port, const QString& db, const QString& user,
          const QString& tls)
{
    d.hostEdit()->setText(host);
    d.portBox()->setValue(port);
    d.databaseEdit()->setText(db);
    d.userEdit()->setText(user);
    d.tlsBox()->setCurrentIndex(d.tlsBox()->findData(tls));
}

void verifyPlainLabels(QWidget* w)
{
    for (const QLabel* label : w->findChildren<QLabel*>()) {
        if (label->buddy()) // a form's field names: our own fixed texts with a mnemonic
            continue;
        QVERIFY2(label->textFormat() == Qt::PlainText, qPrintable(label->text()));
    }
}
} // namespace

class TestTeamCatalogDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { TestSupport::isolateUserState(); }
    void init() { QSettings().remove(QStringLiteral("teamCatalog")); }

    void fieldsBecomeTheAddress()
    {
        TeamCatalogDialog d;
        QCOMPARE(d.recentBox()->isEnabled(), false); // nothing opened yet
        fill(d, "db.example.org", 5433, "team", "ana", "require");
        QCOMPARE(d.check(), QStringLiteral("postgresql://ana@db.example.org:5433/team?sslmode=require"));
        QCOMPARE(d.problem(), QString());
        // prefer is libpq's default: not written into the address.
        fill(d, "db.example.org", 0, "team", "", "prefer");
        QCOMPARE(d.check(), QStringLiteral("postgresql://db.example.org/team"));
        // A socket folder goes into ?host= (it cannot be the authority); the port then too.
        fill(d, "/run/postgresql", 5433, "gpu_catalog", "bo", "disable");
        const QString socket = d.check();
        catalog::ServerAddress a;
        QString why;
        QVERIFY2(catalog::parseServerUrl(socket, &a, &why), qPrintable(socket + ": " + why));
        QCOMPARE(a.host, QStringLiteral("/run/postgresql"));
        QCOMPARE(a.port, 5433);
        QCOMPARE(a.database, QStringLiteral("gpu_catalog"));
        QCOMPARE(a.user, QStringLiteral("bo"));
        QCOMPARE(a.connectOptions, QStringLiteral("sslmode=disable"));
        // A user name with '@' and a database with '?' stay data, percent-encoded, never structure.
        fill(d, "db.example.org", 0, "team?sslmode=disable", "ana@corp", "verify-full");
        const QString odd = d.check();
        QVERIFY2(catalog::parseServerUrl(odd, &a, &why), qPrintable(odd + ": " + why));
        QCOMPARE(a.user, QStringLiteral("ana@corp"));
        QCOMPARE(a.database, QStringLiteral("team?sslmode=disable"));
        QCOMPARE(a.connectOptions, QStringLiteral("sslmode=verify-full")); // the user's choice, not the name's
    }

    void refusalNamesTheFieldAndKeepsTheDialogOpen()
    {
        TeamCatalogDialog d;
        fill(d, "db.example.org", 0, "  ", "ana", "prefer");
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Rejected)); // not accepted
        QCOMPARE(d.problem(), QStringLiteral("Database: name the database that holds the team catalog."));
        fill(d, "db example org", 0, "team", "ana", "prefer");
        QVERIFY(d.check().isEmpty());
        QCOMPARE(d.problem(),
                 QStringLiteral("Host: \"db example org\" is not a host name (letters, digits, '-' and '.')."));
        fill(d, "relative/folder", 0, "team", "ana", "prefer");
        QVERIFY(d.check().isEmpty());
        QCOMPARE(d.problem(), QStringLiteral("Host: give a host name, or a socket folder starting with /."));
        fill(d, "db.example.org", 0, "team", "ana", "prefer");
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QCOMPARE(d.url(), QStringLiteral("postgresql://ana@db.example.org/team"));
        QCOMPARE(d.problem(), QString());
    }

    void passwordIsNeverSaved()
    {
        {
            TeamCatalogDialog d;
            fill(d, "db.example.org", 5433, "team", "ana", "require");
            d.passwordEdit()->setText(QStringLiteral("s3cret-pw"));
            QCOMPARE(d.passwordEdit()->echoMode(), QLineEdit::Password);
            d.accept();
            QCOMPARE(d.password(), QStringLiteral("s3cret-pw"));
            catalog::addRecentTeamServer(d.url()); // what opening it does
        }
        // An address with a password never enters the list, even when asked.
        catalog::addRecentTeamServer(QStringLiteral("postgresql://ana:hunter2@db.example.org/other"));
        QCOMPARE(catalog::recentTeamServers(),
                 QStringList{QStringLiteral("postgresql://ana@db.example.org:5433/team?sslmode=require")});
        QSettings().sync();
        QFile file(QSettings().fileName());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(QSettings().fileName()));
        const QByteArray saved = file.readAll();
        QVERIFY(saved.contains("db.example.org"));
        QVERIFY(!saved.contains("s3cret"));
        QVERIFY(!saved.contains("hunter2"));
        // The next dialog offers the server, fields filled, password empty.
        TeamCatalogDialog next;
        QVERIFY(next.recentBox()->isEnabled());
        QCOMPARE(next.recentBox()->count(), 2);
        QCOMPARE(next.recentBox()->itemText(1), QStringLiteral("team on db.example.org:5433 as ana"));
        QCOMPARE(next.recentBox()->itemData(1, Qt::ToolTipRole).toString(),
                 QStringLiteral("postgresql://ana@db.example.org:5433/team?sslmode=require"));
        QCOMPARE(catalog::teamServerLabel(QStringLiteral("postgresql:///gpu_catalog?host=/run/postgresql"), false),
                 QStringLiteral("gpu_catalog on this computer"));
        QCOMPARE(next.hostEdit()->text(), QStringLiteral("db.example.org"));
        QCOMPARE(next.portBox()->value(), 5433);
        QCOMPARE(next.databaseEdit()->text(), QStringLiteral("team"));
        QCOMPARE(next.userEdit()->text(), QStringLiteral("ana"));
        QCOMPARE(next.tlsBox()->currentData().toString(), QStringLiteral("require"));
        QCOMPARE(next.password(), QString());
        // At most eight, newest first, no duplicates.
        for (int i = 0; i < 10; ++i)
            catalog::addRecentTeamServer(QStringLiteral("postgresql://ana@db%1.example.org/team").arg(i));
        catalog::addRecentTeamServer(QStringLiteral("postgresql://ana@db5.example.org/team"));
        const QStringList recent = catalog::recentTeamServers();
        QCOMPARE(recent.size(), catalog::kMaxRecentServers);
        QCOMPARE(recent.first(), QStringLiteral("postgresql://ana@db5.example.org/team"));
        QCOMPARE(recent.count(QStringLiteral("postgresql://ana@db5.example.org/team")), 1);
        QCOMPARE(recent.at(1), QStringLiteral("postgresql://ana@db9.example.org/team"));
    }

    void textsArePlain()
    {
        TeamCatalogDialog d;
        verifyPlainLabels(&d);
        EditConflictDialog c(
            {"offers", "<b>aws</b>", "price", 55.04, 50.0, 49.0, "<i>ana</i>", "2026-12-05T21:00:00Z"});
        verifyPlainLabels(&c);
        QVERIFY(c.summary().contains(QStringLiteral("<i>ana</i> changed price of offers \"<b>aws</b>\"")));
    }

    void conflictDialogShowsTheThreeValuesAndAsks()
    {
        EditConflictDialog c({"offers", "aws-p5-on-demand", "price", 55.04, 50.0, 49.0, "ana", "2026-12-05T21:00:00Z"});
        QCOMPARE(c.summary(), QStringLiteral("ana changed price of offers \"aws-p5-on-demand\" at 2026-12-05T21:00:00Z "
                                             "(UTC), after you read it. Their change is saved; yours is not, and "
                                             "nothing was overwritten."));
        QCOMPARE(c.findChild<QLabel*>(QStringLiteral("originalValue"))->text(), QStringLiteral("55.04"));
        QCOMPARE(c.findChild<QLabel*>(QStringLiteral("theirValue"))->text(), QStringLiteral("50"));
        QCOMPARE(c.findChild<QLabel*>(QStringLiteral("yourValue"))->text(), QStringLiteral("49"));
        QVERIFY(c.keepTheirsButton()->isDefault()); // the safe answer
        QCOMPARE(c.choice(), EditConflictDialog::Choice::KeepTheirs);
        c.show();
        QTest::mouseClick(c.keepMineButton(), Qt::LeftButton);
        QCOMPARE(c.choice(), EditConflictDialog::Choice::KeepMine);
        QCOMPARE(c.result(), int(QDialog::Accepted));
        // Unknown who and when, and a NULL value.
        EditConflictDialog u({"offers", "k", "notes", QVariant(), "new", "mine", {}, {}});
        QCOMPARE(u.findChild<QLabel*>(QStringLiteral("originalValue"))->text(), QStringLiteral("empty"));
        QVERIFY(
            u.summary().startsWith(QStringLiteral("another user changed notes of offers \"k\" after you read it.")));
        u.show();
        QTest::mouseClick(u.keepTheirsButton(), Qt::LeftButton);
        QCOMPARE(u.choice(), EditConflictDialog::Choice::KeepTheirs);
        QCOMPARE(u.result(), int(QDialog::Rejected));
    }
};

QTEST_MAIN(TestTeamCatalogDialog)
#include "tst_teamcatalogdialog.moc"
