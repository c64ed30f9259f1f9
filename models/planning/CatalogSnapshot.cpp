// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 GPU Planner contributors
#include "CatalogSnapshot.h"

#include <algorithm>

namespace gp {
namespace {
template <typename T, typename Key>
const T* findBy(const std::vector<T>& rows, const std::unordered_map<std::string, std::size_t>& index,
                const std::string& wanted, Key key)
{
    if (auto hit = index.find(wanted);
        hit != index.end() && hit->second < rows.size() && key(rows[hit->second]) == wanted)
        return &rows[hit->second];
    auto it = std::find_if(rows.begin(), rows.end(), [&](const T& r) { return key(r) == wanted; });
    return it == rows.end() ? nullptr : &*it;
}

template <typename T, typename Key>
void indexRows(const std::vector<T>& rows, std::unordered_map<std::string, std::size_t>& index, Key key)
{
    index.clear();
    index.reserve(rows.size());
    for (std::size_t i = 0; i < rows.size(); ++i)
        index.emplace(key(rows[i]), i); // the first row wins, as the scan would find it
}

const auto byKey = [](const auto& r) -> const std::string& { return r.key; };
const auto byCode = [](const CurrencyRate& r) -> const std::string& { return r.code; };
} // namespace

const GpuSpec* CatalogSnapshot::gpu(const std::string& k) const { return findBy(gpus, index.gpus, k, byKey); }
const LinkSpec* CatalogSnapshot::link(const std::string& k) const { return findBy(links, index.links, k, byKey); }
const ModelArchitecture* CatalogSnapshot::model(const std::string& k) const
{
    return findBy(models, index.models, k, byKey);
}
const OfferSpec* CatalogSnapshot::offer(const std::string& k) const { return findBy(offers, index.offers, k, byKey); }
const CurrencyRate* CatalogSnapshot::currency(const std::string& c) const
{
    return findBy(currencies, index.currencies, c, byCode);
}

const TcoParameter* CatalogSnapshot::tcoParameter(const std::string& k) const
{
    auto it =
        std::find_if(tcoParameters.begin(), tcoParameters.end(), [&](const TcoParameter& p) { return p.key == k; });
    return it == tcoParameters.end() ? nullptr : &*it;
}

const ProviderSpec* CatalogSnapshot::provider(const std::string& k) const
{
    auto it = std::find_if(providers.begin(), providers.end(), [&](const ProviderSpec& p) { return p.key == k; });
    return it == providers.end() ? nullptr : &*it;
}

void CatalogSnapshot::buildIndex()
{
    indexRows(gpus, index.gpus, byKey);
    indexRows(links, index.links, byKey);
    indexRows(models, index.models, byKey);
    indexRows(offers, index.offers, byKey);
    indexRows(currencies, index.currencies, byCode);
}

PriceHistoryRead CatalogSnapshot::priceHistoryOf(const std::vector<const OfferSpec*>& offers) const
{
    PriceHistoryRead out;
    if (priceHistorySource)
        out = priceHistorySource->read(offers);
    for (const OfferSpec* o : offers)
        if (const auto it = o ? priceHistory.find(o->key) : priceHistory.end(); it != priceHistory.end())
            out.history[o->key] = it->second;
    return out;
}

} // namespace gp
