// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "ExamplesDialog.h"
#include "common/Accessible.h"

#include "json/BoundedJson.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

ExamplesDialog::Kind ExamplesDialog::kindOf(const QString& path, QString* title)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly) || file.size() > qint64(gp::jsonio::kMaxInputBytes))
        return Kind::Unknown;
    const gp::jsonio::Parsed parsed = gp::jsonio::parse(file.readAll().toStdString());
    if (!parsed.ok() || !parsed.value->is_object())
        return Kind::Unknown;
    const nlohmann::json& json = *parsed.value;
    const auto text = [&json](const char* key) {
        const auto it = json.find(key);
        return it != json.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
    };
    const QString format = text("format");
    if (title)
        *title = format == QLatin1String("gpu-planner-workspace") ? text("title") : text("name");
    if (format == QLatin1String("gpu-planner-workspace") || QFileInfo(path).suffix() == QLatin1String("gpuplan"))
        return Kind::Workspace;
    if (format == QLatin1String("gpu-planner-tco"))
        return Kind::TcoAnalysis;
    if (format.isEmpty() && json.contains("task"))
        return Kind::Scenario;
    return Kind::Unknown;
}

ExamplesDialog::ExamplesDialog(const QStringList& paths, QWidget* parent)
    : QDialog(parent), m_list(new QListWidget(this))
{
    Accessible::watch(); // names and descriptions for the screen reader (common/Accessible.h)
    setObjectName(QStringLiteral("ExamplesDialog"));
    setWindowTitle(tr("Examples"));
    auto* intro = new QLabel(tr("A workspace opens in place of the current one (after asking about unsaved "
                                "changes); a scenario or a TCO analysis is added to the current workspace."),
                             this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    m_list->setObjectName(QStringLiteral("examplesList"));
    m_list->setAccessibleName(tr("Examples"));
    m_list->setAccessibleDescription(tr("The shipped example workspaces; press Enter to open one."));
    for (const QString& path : paths) {
        QString title;
        const Kind kind = kindOf(path, &title);
        if (kind == Kind::Unknown)
            continue;
        const QString what = kind == Kind::Workspace  ? tr("workspace")
                             : kind == Kind::Scenario ? tr("scenario")
                                                      : tr("TCO analysis");
        // List items are plain text: a title is shown as written.
        auto* item = new QListWidgetItem(
            tr("%1 (%2, %3)")
                .arg(title.isEmpty() ? QFileInfo(path).fileName() : title, what, QFileInfo(path).fileName()),
            m_list);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path);
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(0);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Open | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Open)->setEnabled(m_list->count() > 0);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::itemActivated, this, &QDialog::accept);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    if (m_list->count() == 0) {
        auto* none = new QLabel(tr("No examples were found (they are installed with the program)."), this);
        none->setTextFormat(Qt::PlainText);
        layout->addWidget(none);
    }
    layout->addWidget(m_list, 1);
    layout->addWidget(buttons);
    resize(640, 360);
}

QString ExamplesDialog::chosenPath() const
{
    const QListWidgetItem* item = m_list->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}
