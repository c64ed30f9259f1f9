// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#pragma once
// Binds the editor's widgets to the scenario: one row per entry of the field list (planning/ScenarioFields.h),
// made by FieldWidgets from the entry's kind. It loads values without echoing edits, turns a user edit into
// "the scenario with this field changed" (which the view sends through the undo stack, never writing the
// Scenario itself), and shows the engine's FieldErrors next to the field they name.
#include "planning/CatalogSnapshot.h"
#include "planning/Estimate.h"
#include "planning/Scenario.h"
#include "planning/ScenarioFields.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QComboBox;
class QFormLayout;
class QLabel;
class QWidget;

class FieldBinder : public QObject {
    Q_OBJECT
public:
    explicit FieldBinder(QObject* parent = nullptr);

    // The scenario edits start from (the document's current value).
    void setSource(std::function<gp::Scenario()> current) { m_current = std::move(current); }

    // A row of `form` for one entry (any kind but CatalogKeys); returns the row's widget (field + message).
    QWidget* addField(QFormLayout* form, const gp::ScenarioField& field);
    // A widget bound by hand (the offer table): registered for error display and loading. An empty label
    // gives it the whole width of the form.
    QWidget* addCustom(QFormLayout* form, const QString& label, const QString& path, const QString& tip,
                       QWidget* widget, std::function<void(const gp::Scenario&)> load);
    // Refills the catalog combo boxes (models, GPUs, links, currencies).
    // The snapshot is shared with the workspace, never copied (Workspace::sharedCatalog).
    void setCatalog(std::shared_ptr<const gp::CatalogSnapshot> catalog);
    void setCatalog(const gp::CatalogSnapshot& catalog) // a copy, shared from then on (tests)
    {
        setCatalog(std::make_shared<const gp::CatalogSnapshot>(catalog));
    }

    void load(const gp::Scenario& scenario);
    bool isLoading() const { return m_loading; }
    // Emits edited() for a custom widget's change.
    void commit(const QString& path, const std::function<void(gp::Scenario&)>& apply);

    // Shows each error next to its field (red frame + message); returns those no field claims.
    std::vector<gp::FieldError> showErrors(const std::vector<gp::FieldError>& errors);
    QString errorShownFor(const QString& path) const; // the message next to `path`'s field ("" = none)
    QWidget* widgetFor(const QString& path) const;

Q_SIGNALS:
    void edited(const gp::Scenario& changed, const QString& path);

private:
    struct Binding {
        QString path;
        QWidget* widget = nullptr;
        QLabel* error = nullptr;
        std::function<void(const gp::Scenario&)> load;
    };
    QWidget* wrap(QFormLayout* form, const QString& label, QWidget* field, const QString& path, const QString& tip,
                  std::function<void(const gp::Scenario&)> load);
    int match(const QString& errorPath) const;

    std::vector<Binding> m_bindings;
    std::vector<std::pair<QComboBox*, const gp::ScenarioField*>> m_catalogCombos;
    std::shared_ptr<const gp::CatalogSnapshot> m_catalog = std::make_shared<const gp::CatalogSnapshot>();
    std::function<gp::Scenario()> m_current;
    bool m_loading = false;
};
