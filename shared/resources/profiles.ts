// service-spec.md 2 "Profile", 4.7; fields from service-behaviour.md. Read-only over the API.
// SiteAccount and ShippingLabelPartnerAccount are only reachable through a Profile, so they
// have no path; their key names follow the spec's wording (SiteAccountID, ...).
import { NO_OPS, READ_ONLY_OPS, int32, namesOf, readOnlyFields, text } from './fields.js';
import type { EntityDef } from './types.js';

const profileFields = readOnlyFields([
  int32('ID', { key: true }),
  text('AccountName', { nullable: true }),
  text('CompanyName', { nullable: true }),
  text('CurrencyCode', { nullable: true }),
  text('TimeZoneRegion', { nullable: true }),
  int32('DefaultDistributionCenterID', { nullable: true }),
]);

export const Profile: EntityDef = {
  name: 'Profile',
  entitySet: 'Profiles',
  path: '/v1/Profiles',
  keys: ['ID'],
  fields: profileFields,
  navigation: [
    { name: 'SiteAccounts', target: 'SiteAccount', collection: true },
    { name: 'ShippingLabelPartnerAccounts', target: 'ShippingLabelPartnerAccount', collection: true },
  ],
  operations: READ_ONLY_OPS,
  createIsUpsert: false,
  list: {
    select: [...namesOf(profileFields), 'SiteAccounts', 'ShippingLabelPartnerAccounts'],
    orderby: namesOf(profileFields),
    expand: ['*'],
  },
  scope: 'any',
  readOnly: true,
};

export const SiteAccount: EntityDef = {
  name: 'SiteAccount',
  entitySet: 'SiteAccounts',
  path: '',
  keys: ['SiteAccountID'],
  fields: readOnlyFields([
    int32('SiteAccountID', { key: true }), // one seller account at one marketplace
    int32('ProfileID'),
    text('SiteName', { nullable: true }), // the marketplace
    text('Locale', { nullable: true }), // several accounts per marketplace and locale are possible
    text('AccountName', { nullable: true }),
  ]),
  navigation: [],
  operations: NO_OPS,
  createIsUpsert: false,
  scope: 'any',
  readOnly: true,
};

export const ShippingLabelPartnerAccount: EntityDef = {
  name: 'ShippingLabelPartnerAccount',
  entitySet: 'ShippingLabelPartnerAccounts',
  path: '',
  keys: ['ShippingLabelPartnerAccountID'],
  fields: readOnlyFields([
    int32('ShippingLabelPartnerAccountID', { key: true }),
    int32('ProfileID'),
    text('PartnerName', { nullable: true }), // several accounts per partner are possible
    text('AccountName', { nullable: true }),
  ]),
  navigation: [],
  operations: NO_OPS,
  createIsUpsert: false,
  scope: 'any',
  readOnly: true,
};
