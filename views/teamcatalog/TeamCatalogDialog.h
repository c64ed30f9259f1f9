// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// File > Open Team Catalog (issue 34): host, port, database, user, password and TLS mode, with the recent servers
// to pick from. Accepting checks the address through CatalogUrl (TeamServerForm) and stays open with the reason
// when it is refused. The password is handed to the caller for this session only: never saved, never part of the
// address (libpq's ~/.pgpass, PGPASSWORD or a service file are used when it is left empty).
#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QSpinBox;

class TeamCatalogDialog : public QDialog {
    Q_OBJECT
public:
    explicit TeamCatalogDialog(QWidget* parent = nullptr);
    // The checked address (valid once accepted) and the password typed (may be empty).
    QString url() const { return m_url; }
    QString password() const;
    // Fills the fields from an address (a recent server); false when it is not one.
    bool setUrl(const QString& url);
    // Checks the fields; the address, or empty with the reason shown in the dialog.
    QString check();
    QString problem() const;

    QComboBox* recentBox() const { return m_recent; }
    QLineEdit* hostEdit() const { return m_host; }
    QSpinBox* portBox() const { return m_port; }
    QLineEdit* databaseEdit() const { return m_database; }
    QLineEdit* userEdit() const { return m_user; }
    QLineEdit* passwordEdit() const { return m_password; }
    QComboBox* tlsBox() const { return m_tls; }
    QDialogButtonBox* buttons() const { return m_buttons; }

    void accept() override;

private:
    QComboBox* m_recent;
    QLineEdit* m_host;
    QSpinBox* m_port;
    QLineEdit* m_database;
    QLineEdit* m_user;
    QLineEdit* m_password;
    QComboBox* m_tls;
    QLabel* m_problem;
    QDialogButtonBox* m_buttons;
    QString m_url;
};
