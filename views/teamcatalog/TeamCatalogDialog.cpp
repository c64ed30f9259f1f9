// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "TeamCatalogDialog.h"
#include "common/Accessible.h"
#include "common/PlainText.h"

#include "catalog/TeamServerForm.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

TeamCatalogDialog::TeamCatalogDialog(QWidget* parent)
    : QDialog(parent), m_recent(new QComboBox(this)), m_host(new QLineEdit(this)), m_port(new QSpinBox(this)),
      m_database(new QLineEdit(this)), m_user(new QLineEdit(this)), m_password(new QLineEdit(this)),
      m_tls(new QComboBox(this)), m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setObjectName(QStringLiteral("TeamCatalogDialog"));
    setWindowTitle(tr("Open Team Catalog"));
    auto* intro = new QLabel(tr("A catalog the whole team shares, on its PostgreSQL server. Your role on the "
                                "server decides what you may change."),
                             this);
    intro->setTextFormat(Qt::PlainText);
    intro->setWordWrap(true);

    m_recent->setObjectName(QStringLiteral("recentServers"));
    m_recent->addItem(tr("(type a new server below)"));
    for (const QString& url : catalog::recentTeamServers())
        m_recent->addItem(catalog::teamServerLabel(url), url); // addresses only: a password is never part of one
    m_recent->setEnabled(m_recent->count() > 1);
    // A socket folder's address is long: the box keeps a fixed width (the dialog's field labels stay whole at
    // 1280x800) and shows the whole address in its list and tooltip.
    m_recent->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_recent->setMinimumContentsLength(64);
    for (int i = 1; i < m_recent->count(); ++i)
        m_recent->setItemData(i, PlainText::toolTip(m_recent->itemData(i).toString()), Qt::ToolTipRole);
    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        const QString url = m_recent->itemData(index).toString();
        if (!url.isEmpty())
            setUrl(url);
    });

    m_host->setObjectName(QStringLiteral("host"));
    m_host->setPlaceholderText(tr("db.example.org, or a socket folder such as /run/postgresql"));
    m_port->setObjectName(QStringLiteral("port"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("default (5432)"));
    m_port->setValue(0);
    m_database->setObjectName(QStringLiteral("database"));
    m_database->setPlaceholderText(tr("gpu_catalog"));
    m_user->setObjectName(QStringLiteral("user"));
    m_user->setPlaceholderText(tr("your login on the server (default: your user name here)"));
    m_password->setObjectName(QStringLiteral("password"));
    m_password->setEchoMode(QLineEdit::Password);
    m_password->setPlaceholderText(tr("leave empty to use ~/.pgpass, PGPASSWORD or a service file"));
    m_tls->setObjectName(QStringLiteral("tlsMode"));
    // libpq's sslmode values (data: the server's own words), with what each means.
    const QStringList meanings{tr("never encrypt"),
                               tr("encrypt only if the server insists"),
                               tr("encrypt when the server can (libpq's default)"),
                               tr("always encrypt, certificate not checked"),
                               tr("always encrypt, certificate signed by a trusted authority"),
                               tr("always encrypt, certificate names this host")};
    for (qsizetype i = 0; i < catalog::tlsModes().size(); ++i)
        m_tls->addItem(QStringLiteral("%1: %2").arg(catalog::tlsModes()[i], meanings.value(i)), catalog::tlsModes()[i]);
    m_tls->setCurrentIndex(int(catalog::tlsModes().indexOf(QStringLiteral("prefer"))));

    auto* passwordNote = new QLabel(tr("The password is used for this session only. It is never saved; the recent "
                                       "servers list keeps addresses without passwords."),
                                    this);
    passwordNote->setTextFormat(Qt::PlainText);
    passwordNote->setWordWrap(true);

    m_problem->setObjectName(QStringLiteral("problem"));
    m_problem->setTextFormat(Qt::PlainText); // it may quote what the user typed
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: palette(highlight)"));
    m_problem->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("&Recent servers:"), m_recent);
    form->addRow(tr("&Host:"), m_host);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("Pass&word:"), m_password);
    form->addRow(QString(), passwordNote);
    form->addRow(tr("&TLS mode:"), m_tls);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TeamCatalogDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    setMinimumWidth(560);
    if (m_recent->count() > 1) {
        m_recent->setCurrentIndex(1);
        setUrl(m_recent->itemData(1).toString());
    }
}

QString TeamCatalogDialog::password() const { return m_password->text(); }

bool TeamCatalogDialog::setUrl(const QString& url)
{
    catalog::TeamServerFields f;
    if (!catalog::teamServerFields(url, &f))
        return false;
    m_host->setText(f.host);
    m_port->setValue(f.port);
    m_database->setText(f.database);
    m_user->setText(f.user);
    const int tls = m_tls->findData(f.sslmode.isEmpty() ? QStringLiteral("prefer") : f.sslmode);
    if (tls >= 0)
        m_tls->setCurrentIndex(tls);
    return true;
}

QString TeamCatalogDialog::check()
{
    catalog::TeamServerFields f;
    f.host = m_host->text();
    f.port = m_port->value();
    f.database = m_database->text();
    f.user = m_user->text();
    f.sslmode = m_tls->currentData().toString();
    if (f.sslmode == QLatin1String("prefer"))
        f.sslmode.clear(); // libpq's default: the address stays as short as the user would write it
    QString error;
    const QString url = catalog::teamServerUrl(f, &error);
    m_problem->setText(error);
    m_problem->setVisible(!error.isEmpty());
    return url;
}

QString TeamCatalogDialog::problem() const { return m_problem->isHidden() ? QString() : m_problem->text(); }

void TeamCatalogDialog::accept()
{
    m_url = check();
    if (m_url.isEmpty())
        return;
    QDialog::accept();
}
