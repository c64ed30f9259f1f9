// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "FieldBinder.h"

#include "FieldWidgets.h"
#include "common/PlainText.h"
#include "common/WheelGuard.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QPalette>
#include <QVBoxLayout>

namespace {
void setInvalid(QWidget* w, bool invalid)
{
    if (w->property("invalid").toBool() == invalid)
        return;
    w->setProperty("invalid", invalid);
    // A red tint of the field's own background, through the palette: a style-sheet border made the style
    // draw spin boxes itself and drop their arrows (visual QA). Mixed, so it reads on light and dark
    // themes; an empty palette hands the field back to its parent's.
    if (!invalid) {
        w->setPalette(QPalette());
        return;
    }
    const QColor base = w->palette().color(QPalette::Base);
    const QColor red(0xd3, 0x2f, 0x2f);
    QPalette tinted;
    tinted.setColor(QPalette::Base,
                    QColor::fromRgbF(base.redF() * 0.7f + red.redF() * 0.3f, base.greenF() * 0.7f + red.greenF() * 0.3f,
                                     base.blueF() * 0.7f + red.blueF() * 0.3f));
    w->setPalette(tinted);
}
} // namespace

FieldBinder::FieldBinder(QObject* parent) : QObject(parent) { WheelGuard::installApplicationWide(); }

QWidget* FieldBinder::wrap(QFormLayout* form, const QString& label, QWidget* field, const QString& path,
                           const QString& tip, std::function<void(const gp::Scenario&)> load)
{
    auto* box = new QWidget;
    auto* layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addWidget(field);
    auto* error = new QLabel(box);
    error->setObjectName(QStringLiteral("fieldError"));
    error->setTextFormat(Qt::PlainText); // engine messages may quote user text
    error->setWordWrap(true);
    error->setVisible(false);
    layout->addWidget(error);
    field->setToolTip(PlainText::toolTip(tip));
    field->setObjectName(path);
    // A wheel turned to scroll the editor must not change the value under the pointer (visual QA: ten
    // clicks set Epochs to 0): WheelGuard gives a field the wheel only while the user edits it.
    field->setFocusPolicy(Qt::StrongFocus);
    field->setAccessibleName(label);
    if (label.isEmpty())
        form->addRow(box);
    else
        form->addRow(label, box);
    m_bindings.push_back({path, field, error, std::move(load)});
    return box;
}

QWidget* FieldBinder::addField(QFormLayout* form, const gp::ScenarioField& field)
{
    const QString path = QString::fromStdString(field.path);
    FieldWidgets::Made made = FieldWidgets::make(
        field, [this, path](const FieldWidgets::Apply& apply) { commit(path, apply); }, &m_catalog);
    if (!made.widget)
        return nullptr;
    if (field.kind == gp::FieldKind::CatalogKey)
        m_catalogCombos.emplace_back(qobject_cast<QComboBox*>(made.widget), &field);
    const QString label = QString::fromStdString(field.label);
    QWidget* row = wrap(form, made.labelled ? label : QString(), made.widget, path,
                        QString::fromStdString(field.tooltip), std::move(made.load));
    made.widget->setAccessibleName(label);
    return row;
}

QWidget* FieldBinder::addCustom(QFormLayout* form, const QString& label, const QString& path, const QString& tip,
                                QWidget* widget, std::function<void(const gp::Scenario&)> load)
{
    return wrap(form, label, widget, path, tip, std::move(load));
}

void FieldBinder::setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog)
{
    m_catalog = catalog ? std::move(catalog) : std::make_shared<const gp::CatalogSnapshot>();
    for (const auto& [combo, field] : m_catalogCombos)
        FieldWidgets::fillCatalogCombo(combo, *field, *m_catalog);
}

void FieldBinder::load(const gp::Scenario& scenario)
{
    m_loading = true;
    for (const Binding& b : m_bindings) {
        const QSignalBlocker block(b.widget);
        b.load(scenario);
    }
    m_loading = false;
}

void FieldBinder::commit(const QString& path, const std::function<void(gp::Scenario&)>& apply)
{
    if (m_loading || !m_current)
        return;
    gp::Scenario changed = m_current();
    apply(changed);
    Q_EMIT edited(changed, path);
}

int FieldBinder::match(const QString& errorPath) const
{
    // Exact path first, then the deepest field whose path is a prefix ("model.custom" claims
    // "model.custom.layers"), then the deepest field that is a prefix of... the error's parent.
    int best = -1;
    qsizetype bestLength = -1;
    for (int i = 0; i < int(m_bindings.size()); ++i) {
        const QString& p = m_bindings[size_t(i)].path;
        if (p == errorPath)
            return i;
        if (errorPath.startsWith(p + QLatin1Char('.')) && p.size() > bestLength) {
            best = i;
            bestLength = p.size();
        }
    }
    return best;
}

std::vector<gp::FieldError> FieldBinder::showErrors(const std::vector<gp::FieldError>& errors)
{
    std::vector<QStringList> messages(m_bindings.size());
    std::vector<gp::FieldError> unclaimed;
    for (const gp::FieldError& e : errors) {
        const int i = match(QString::fromStdString(e.field));
        if (i < 0)
            unclaimed.push_back(e);
        else
            messages[size_t(i)].append(QString::fromStdString(e.message));
    }
    for (size_t i = 0; i < m_bindings.size(); ++i) {
        const Binding& b = m_bindings[i];
        const bool bad = !messages[i].isEmpty();
        // Several problems with one field: one bullet each, so they do not read as one sentence.
        b.error->setText(messages[i].size() > 1
                             ? QStringLiteral("\u2022 ") + messages[i].join(QStringLiteral("\n\u2022 "))
                             : messages[i].join(QString()));
        b.error->setVisible(bad);
        setInvalid(b.widget, bad);
    }
    return unclaimed;
}

QString FieldBinder::errorShownFor(const QString& path) const
{
    for (const Binding& b : m_bindings)
        if (b.path == path)
            return b.error->isVisibleTo(b.error->parentWidget()) ? b.error->text() : QString();
    return {};
}

QWidget* FieldBinder::widgetFor(const QString& path) const
{
    for (const Binding& b : m_bindings)
        if (b.path == path)
            return b.widget;
    return nullptr;
}
