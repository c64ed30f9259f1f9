// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
// The AWS EC2 offer file in JSON, read through nlohmann's SAX parser: only one product or term record is
// built at a time, and only the mapped GPU products are kept between "products" and "terms".
#include "AwsPriceReader.h"
#include "JsonText.h"

#include "AwsPriceRows.h"
#include "json/BoundedJson.h"

#include <nlohmann/json.hpp>

#include <QHash>
#include <QStringList>

#include <vector>

namespace catalog::prices {
namespace {

using json = nlohmann::json;
using aws::AwsRow;

// Builds one record (a product, a term) from SAX events; nothing else of the file is kept.
class RecordBuilder {
public:
    static constexpr int kMaxEvents = 100000; // a real record has a few dozen

    bool active() const { return m_active; }
    void start()
    {
        m_root = json::object();
        m_stack = {&m_root};
        m_active = true;
        m_events = 0;
    }
    // Returns false when the record is too large.
    bool value(json v)
    {
        if (++m_events > kMaxEvents)
            return false;
        json* top = m_stack.back();
        if (top->is_object())
            (*top)[m_key] = std::move(v);
        else
            top->push_back(std::move(v));
        return true;
    }
    bool open(json container)
    {
        if (++m_events > kMaxEvents || m_stack.size() > static_cast<std::size_t>(gp::jsonio::kMaxDepth))
            return false;
        json* top = m_stack.back();
        json* child = nullptr;
        if (top->is_object()) {
            (*top)[m_key] = std::move(container);
            child = &(*top)[m_key];
        } else {
            top->push_back(std::move(container));
            child = &top->back();
        }
        m_stack.push_back(child);
        return true;
    }
    // True when the record is complete.
    bool close()
    {
        m_stack.pop_back();
        if (m_stack.empty()) {
            m_active = false;
            return true;
        }
        return false;
    }
    void key(const std::string& k) { m_key = k; }
    json& root() { return m_root; }

private:
    json m_root;
    std::vector<json*> m_stack;
    std::string m_key;
    bool m_active = false;
    int m_events = 0;
};

class AwsSax {
public:
    AwsSax(const QString& origin, const InstanceMap& map, PriceList& list) : m_origin(origin), m_map(map), m_list(list)
    {
    }
    QString error;
    QString publicationDate, offerCode;
    bool sawProducts = false, sawTerms = false;

    bool null() { return scalar(json(nullptr)); }
    bool boolean(bool v) { return scalar(json(v)); }
    bool number_integer(json::number_integer_t v) { return scalar(json(v)); }
    bool number_unsigned(json::number_unsigned_t v) { return scalar(json(v)); }
    bool number_float(json::number_float_t v, const std::string&) { return scalar(json(v)); }
    bool string(std::string& v)
    {
        if (!m_builder.active() && m_path.size() == 1) {
            if (m_path[0] == "publicationDate")
                publicationDate = QString::fromStdString(v);
            else if (m_path[0] == "offerCode")
                offerCode = QString::fromStdString(v);
        }
        return scalar(json(v));
    }
    bool binary(json::binary_t&) { return fail(QStringLiteral("binary values are not JSON")); }
    bool start_object(std::size_t)
    {
        if (m_builder.active())
            return m_builder.open(json::object()) || tooLarge();
        if (capturing()) {
            m_builder.start();
            return true;
        }
        return push("");
    }
    bool key(std::string& k)
    {
        if (m_builder.active()) {
            m_builder.key(k);
            return true;
        }
        m_path.back() = k;
        if (m_path.size() == 1) {
            if (k == "products")
                sawProducts = true;
            if (k == "terms") {
                if (!sawProducts)
                    return fail(QStringLiteral("\"terms\" comes before \"products\"; AWS offer files list the "
                                               "products first, and this reader needs them first"));
                sawTerms = true;
            }
        }
        return true;
    }
    bool end_object()
    {
        if (m_builder.active()) {
            if (m_builder.close())
                return record();
            return true;
        }
        m_path.pop_back();
        return true;
    }
    bool start_array(std::size_t)
    {
        if (m_builder.active())
            return m_builder.open(json::array()) || tooLarge();
        return push("[]");
    }
    bool end_array()
    {
        if (m_builder.active()) {
            m_builder.close();
            return true;
        }
        m_path.pop_back();
        return true;
    }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex)
    {
        if (error.isEmpty()) {
            QString what = QString::fromUtf8(ex.what());
            // "[json.exception.parse_error.101] parse error at line 1, column 5: syntax error ..." -> the part after ":
            // "
            if (const qsizetype at = what.indexOf(QLatin1String(": ")); at >= 0)
                what = what.mid(at + 2);
            error = QStringLiteral("%1: byte %2: %3").arg(m_origin).arg(position).arg(what.left(200));
        }
        return false;
    }

private:
    bool fail(const QString& why)
    {
        if (error.isEmpty())
            error = QStringLiteral("%1: %2").arg(m_origin, why);
        return false;
    }
    bool tooLarge()
    {
        return fail(
            QStringLiteral("%1: a record has more than %2 values").arg(pathText()).arg(RecordBuilder::kMaxEvents));
    }
    bool push(const char* step)
    {
        if (m_path.size() >= static_cast<std::size_t>(gp::jsonio::kMaxDepth))
            return fail(QStringLiteral("nested deeper than %1 levels").arg(gp::jsonio::kMaxDepth));
        m_path.emplace_back(step);
        return true;
    }
    bool scalar(json v)
    {
        if (m_builder.active())
            return m_builder.value(std::move(v)) || tooLarge();
        return true;
    }
    // products.<sku> and terms.<type>.<sku>.<sku.offerTermCode> are the records.
    bool capturing() const
    {
        if (m_path.size() == 2 && m_path[0] == "products")
            return true;
        return m_path.size() == 4 && m_path[0] == "terms";
    }
    QString pathText() const
    {
        QStringList parts;
        for (const std::string& p : m_path)
            parts << QString::fromStdString(gp::jsonio::key(p));
        return parts.join(QLatin1Char('.'));
    }
    bool record()
    {
        json& r = m_builder.root();
        if (m_path[0] == "products")
            return product(QString::fromStdString(m_path[1]), r);
        return term(QString::fromStdString(m_path[1]), QString::fromStdString(m_path[3]), r);
    }
    bool product(const QString& sku, const json& p)
    {
        auto attrs = p.find("attributes");
        if (attrs == p.end() || !attrs->is_object())
            return fail(QStringLiteral("products[%1]: attributes must be an object").arg(sku.left(40)));
        AwsRow row;
        row.record = QStringLiteral("%1 products[%2]").arg(m_origin, sku.left(40));
        row.productFamily = jsonText(p, "productFamily");
        row.instanceType = jsonText(*attrs, "instanceType");
        row.regionCode = jsonText(*attrs, "regionCode");
        row.gpu = jsonText(*attrs, "gpu");
        row.os = jsonText(*attrs, "operatingSystem");
        row.tenancy = jsonText(*attrs, "tenancy");
        row.preInstalled = jsonText(*attrs, "preInstalledSw");
        row.licenseModel = jsonText(*attrs, "licenseModel");
        row.capacityStatus = jsonText(*attrs, "capacitystatus");
        row.operation = jsonText(*attrs, "operation");
        row.marketOption = jsonText(*attrs, "marketoption");
        const InstanceShape* shape = nullptr;
        if (aws::keepProduct(row, m_map, m_list, &shape))
            m_products.insert(sku, row);
        return true;
    }
    bool term(const QString& termType, const QString& termKey, const json& t)
    {
        const QString sku = jsonText(t, "sku");
        auto it = m_products.constFind(sku);
        if (it == m_products.constEnd())
            return true; // a product left out above (already counted)
        AwsRow row = *it;
        row.record = QStringLiteral("%1 terms.%2[%3]").arg(m_origin, termType.left(20), termKey.left(60));
        row.termType = termType;
        if (auto a = t.find("termAttributes"); a != t.end() && a->is_object()) {
            row.leaseLength = jsonText(*a, "LeaseContractLength");
            row.purchaseOption = jsonText(*a, "PurchaseOption");
            row.offeringClass = jsonText(*a, "OfferingClass");
        }
        auto dims = t.find("priceDimensions");
        if (dims == t.end() || !dims->is_object() || dims->empty())
            return fail(QStringLiteral("%1: priceDimensions must be a non-empty object")
                            .arg(row.record.mid(m_origin.size() + 1)));
        const InstanceShape* shape = m_map.find(QStringLiteral("aws"), row.instanceType);
        for (auto d = dims->begin(); d != dims->end(); ++d) {
            AwsRow priced = row;
            priced.unit = jsonText(*d, "unit");
            auto ppu = d->find("pricePerUnit");
            if (ppu == d->end() || !ppu->is_object() || ppu->size() != 1)
                return fail(QStringLiteral("%1: pricePerUnit must hold exactly one currency")
                                .arg(priced.record.mid(m_origin.size() + 1)));
            priced.currency = QString::fromStdString(ppu->begin().key());
            if (!ppu->begin()->is_string())
                return fail(QStringLiteral("%1: pricePerUnit.%2 must be a decimal in a string")
                                .arg(priced.record.mid(m_origin.size() + 1), priced.currency.left(10)));
            priced.price = QString::fromStdString(ppu->begin()->get<std::string>());
            QString why;
            if (!aws::takeRow(priced, *shape, m_list, &why)) {
                if (error.isEmpty())
                    error = why;
                return false;
            }
        }
        return true;
    }

    QString m_origin;
    const InstanceMap& m_map;
    PriceList& m_list;
    std::vector<std::string> m_path;
    RecordBuilder m_builder;
    QHash<QString, AwsRow> m_products; // kept GPU products only, by SKU
};

} // namespace

bool readAwsJson(std::istream& in, const QString& origin, const InstanceMap& map, PriceList& into, QString* error)
{
    AwsSax sax(origin, map, into);
    bool ok = false;
    try {
        ok = json::sax_parse(in, &sax, json::input_format_t::json, true, false);
    } catch (const std::exception& ex) {
        if (sax.error.isEmpty())
            sax.error = QStringLiteral("%1: %2").arg(origin, QString::fromUtf8(ex.what()).left(200));
        ok = false;
    }
    const auto fail = [&](const QString& message) {
        if (error)
            *error = message;
        return false;
    };
    if (!ok)
        return fail(sax.error.isEmpty() ? QStringLiteral("%1: not a JSON document").arg(origin) : sax.error);
    if (!sax.offerCode.isEmpty() && sax.offerCode != QLatin1String("AmazonEC2"))
        return fail(QStringLiteral("%1: offerCode is \"%2\"; only the AmazonEC2 offer file is read")
                        .arg(origin, sax.offerCode.left(40)));
    if (!sax.sawProducts || !sax.sawTerms)
        return fail(
            QStringLiteral("%1: \"products\" and \"terms\" are both required: not an AWS offer file").arg(origin));
    const QString date = listDate(sax.publicationDate);
    if (date.isEmpty())
        return fail(QStringLiteral("%1: publicationDate is missing or not a date").arg(origin));
    into.format = QStringLiteral("aws");
    if (into.asOf.isEmpty() || date > into.asOf)
        into.asOf = date;
    into.asOfFrom = QStringLiteral("the list's publicationDate");
    aws::setSource(into, sax.offerCode, origin);
    return true;
}

} // namespace catalog::prices
