import * as migration_20261122_015457_initial from './20261122_015457_initial'
import * as migration_20261122_024810_media_focal_points_page_search from './20261122_024810_media_focal_points_page_search'
import * as migration_20261122_024904_menu_link_new_window from './20261122_024904_menu_link_new_window'
import * as migration_20261122_025755_all_page_components from './20261122_025755_all_page_components'
import * as migration_20261122_034020_catalogue_search from './20261122_034020_catalogue_search'
import * as migration_20261122_035224_categories from './20261122_035224_categories'
import * as migration_20261122_044541_catalogue_pricing_variants_recipes from './20261122_044541_catalogue_pricing_variants_recipes'
import * as migration_20261122_050100_search_tuning from './20261122_050100_search_tuning'
import * as migration_20261122_050200_recipe_search from './20261122_050200_recipe_search'
import * as migration_20261124_230000_product_delete_cascades from './20261124_230000_product_delete_cascades'
import * as migration_20261125_005923_basket_campaigns from './20261125_005923_basket_campaigns'
import * as migration_20261125_043158_gift_cards_vouchers from './20261125_043158_gift_cards_vouchers'
import * as migration_20261125_093216_customers_favorites_orders from './20261125_093216_customers_favorites_orders'
import * as migration_20261125_101228_order_numbers_favorite_cascades from './20261125_101228_order_numbers_favorite_cascades'
import * as migration_20261125_122628_checkout_delivery from './20261125_122628_checkout_delivery'
import * as migration_20261125_123222_checkout_payments from './20261125_123222_checkout_payments'
import * as migration_20261126_050000_search_index_versions from './20261126_050000_search_index_versions'
import * as migration_20261126_130000_invoice_approval from './20261126_130000_invoice_approval'
import * as migration_20261126_140000_product_age_limit from './20261126_140000_product_age_limit'
import * as migration_20261126_141000_settings_smiley from './20261126_141000_settings_smiley'
import * as migration_20261126_160000_age_verification from './20261126_160000_age_verification'
import * as migration_20261126_161000_order_withdrawal from './20261126_161000_order_withdrawal'
import * as migration_20261126_171000_settings_emaerket from './20261126_171000_settings_emaerket'
import * as migration_20261126_170000_menu_category_links from './20261126_170000_menu_category_links'
import * as migration_20261126_230000_impersonation from './20261126_230000_impersonation'
import * as migration_20261127_020000_consents from './20261127_020000_consents'
import * as migration_20261127_030000_club_signup_block from './20261127_030000_club_signup_block'
import * as migration_20261127_031000_order_purchase_reported from './20261127_031000_order_purchase_reported'
import * as migration_20261127_120000_product_ean from './20261127_120000_product_ean'
import * as migration_20261127_130000_stock_alerts from './20261127_130000_stock_alerts'
import * as migration_20261127_131000_mobilepay from './20261127_131000_mobilepay'
import * as migration_20261127_170000_event_fields from './20261127_170000_event_fields'
import * as migration_20261127_190000_test_payment_operations from './20261127_190000_test_payment_operations'
import * as migration_20261127_210000_order_fulfilment from './20261127_210000_order_fulfilment'
import * as migration_20261128_010000_atomic_rate_limits from './20261128_010000_atomic_rate_limits'

export const migrations = [
  {
    up: migration_20261122_015457_initial.up,
    down: migration_20261122_015457_initial.down,
    name: '20261122_015457_initial',
  },
  {
    up: migration_20261122_024810_media_focal_points_page_search.up,
    down: migration_20261122_024810_media_focal_points_page_search.down,
    name: '20261122_024810_media_focal_points_page_search',
  },
  {
    up: migration_20261122_024904_menu_link_new_window.up,
    down: migration_20261122_024904_menu_link_new_window.down,
    name: '20261122_024904_menu_link_new_window',
  },
  {
    up: migration_20261122_025755_all_page_components.up,
    down: migration_20261122_025755_all_page_components.down,
    name: '20261122_025755_all_page_components',
  },
  {
    up: migration_20261122_034020_catalogue_search.up,
    down: migration_20261122_034020_catalogue_search.down,
    name: '20261122_034020_catalogue_search',
  },
  {
    up: migration_20261122_035224_categories.up,
    down: migration_20261122_035224_categories.down,
    name: '20261122_035224_categories',
  },
  {
    up: migration_20261122_044541_catalogue_pricing_variants_recipes.up,
    down: migration_20261122_044541_catalogue_pricing_variants_recipes.down,
    name: '20261122_044541_catalogue_pricing_variants_recipes',
  },
  {
    up: migration_20261122_050100_search_tuning.up,
    down: migration_20261122_050100_search_tuning.down,
    name: '20261122_050100_search_tuning',
  },
  {
    up: migration_20261122_050200_recipe_search.up,
    down: migration_20261122_050200_recipe_search.down,
    name: '20261122_050200_recipe_search',
  },
  {
    up: migration_20261124_230000_product_delete_cascades.up,
    down: migration_20261124_230000_product_delete_cascades.down,
    name: '20261124_230000_product_delete_cascades',
  },
  {
    up: migration_20261125_005923_basket_campaigns.up,
    down: migration_20261125_005923_basket_campaigns.down,
    name: '20261125_005923_basket_campaigns',
  },
  {
    up: migration_20261125_043158_gift_cards_vouchers.up,
    down: migration_20261125_043158_gift_cards_vouchers.down,
    name: '20261125_043158_gift_cards_vouchers',
  },
  {
    up: migration_20261125_093216_customers_favorites_orders.up,
    down: migration_20261125_093216_customers_favorites_orders.down,
    name: '20261125_093216_customers_favorites_orders',
  },
  {
    up: migration_20261125_101228_order_numbers_favorite_cascades.up,
    down: migration_20261125_101228_order_numbers_favorite_cascades.down,
    name: '20261125_101228_order_numbers_favorite_cascades',
  },
  {
    up: migration_20261125_122628_checkout_delivery.up,
    down: migration_20261125_122628_checkout_delivery.down,
    name: '20261125_122628_checkout_delivery',
  },
  {
    up: migration_20261125_123222_checkout_payments.up,
    down: migration_20261125_123222_checkout_payments.down,
    name: '20261125_123222_checkout_payments',
  },
  {
    up: migration_20261126_050000_search_index_versions.up,
    down: migration_20261126_050000_search_index_versions.down,
    name: '20261126_050000_search_index_versions',
  },
  {
    up: migration_20261126_130000_invoice_approval.up,
    down: migration_20261126_130000_invoice_approval.down,
    name: '20261126_130000_invoice_approval',
  },
  {
    up: migration_20261126_140000_product_age_limit.up,
    down: migration_20261126_140000_product_age_limit.down,
    name: '20261126_140000_product_age_limit',
  },
  {
    up: migration_20261126_141000_settings_smiley.up,
    down: migration_20261126_141000_settings_smiley.down,
    name: '20261126_141000_settings_smiley',
  },
  {
    up: migration_20261126_160000_age_verification.up,
    down: migration_20261126_160000_age_verification.down,
    name: '20261126_160000_age_verification',
  },
  {
    up: migration_20261126_161000_order_withdrawal.up,
    down: migration_20261126_161000_order_withdrawal.down,
    name: '20261126_161000_order_withdrawal',
  },
  {
    up: migration_20261126_171000_settings_emaerket.up,
    down: migration_20261126_171000_settings_emaerket.down,
    name: '20261126_171000_settings_emaerket',
  },
  {
    up: migration_20261126_170000_menu_category_links.up,
    down: migration_20261126_170000_menu_category_links.down,
    name: '20261126_170000_menu_category_links',
  },
  {
    up: migration_20261126_230000_impersonation.up,
    down: migration_20261126_230000_impersonation.down,
    name: '20261126_230000_impersonation',
  },
  {
    up: migration_20261127_020000_consents.up,
    down: migration_20261127_020000_consents.down,
    name: '20261127_020000_consents',
  },
  {
    up: migration_20261127_030000_club_signup_block.up,
    down: migration_20261127_030000_club_signup_block.down,
    name: '20261127_030000_club_signup_block',
  },
  {
    up: migration_20261127_031000_order_purchase_reported.up,
    down: migration_20261127_031000_order_purchase_reported.down,
    name: '20261127_031000_order_purchase_reported',
  },
  {
    up: migration_20261127_120000_product_ean.up,
    down: migration_20261127_120000_product_ean.down,
    name: '20261127_120000_product_ean',
  },
  {
    up: migration_20261127_130000_stock_alerts.up,
    down: migration_20261127_130000_stock_alerts.down,
    name: '20261127_130000_stock_alerts',
  },
  {
    up: migration_20261127_131000_mobilepay.up,
    down: migration_20261127_131000_mobilepay.down,
    name: '20261127_131000_mobilepay',
  },
  {
    up: migration_20261127_170000_event_fields.up,
    down: migration_20261127_170000_event_fields.down,
    name: '20261127_170000_event_fields',
  },
  {
    up: migration_20261127_190000_test_payment_operations.up,
    down: migration_20261127_190000_test_payment_operations.down,
    name: '20261127_190000_test_payment_operations',
  },
  {
    up: migration_20261127_210000_order_fulfilment.up,
    down: migration_20261127_210000_order_fulfilment.down,
    name: '20261127_210000_order_fulfilment',
  },
  {
    up: migration_20261128_010000_atomic_rate_limits.up,
    down: migration_20261128_010000_atomic_rate_limits.down,
    name: '20261128_010000_atomic_rate_limits',
  },
]
