-- The country a KYC applicant lives in, so the staff review sees where the documents come from
-- (docs/PRODUCT.md "KYC"). Requests sent before it was asked keep null ("not given").
ALTER TABLE kyc_verifications ADD COLUMN country text;
