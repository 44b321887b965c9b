-- Issue 30: crops carry their Marathi names beside the Hindi ones, as growers in Maharashtra call
-- them, so a screen in Marathi names each crop in Marathi.
alter table public.crops
  add column marathi_name text check (marathi_name is null or length(marathi_name) <= 100);

update public.crops c set marathi_name = m.marathi_name
from (values
  ('Paddy', 'भात'),
  ('Wheat', 'गहू'),
  ('Maize', 'मका'),
  ('Cotton', 'कापूस'),
  ('Soybean', 'सोयाबीन'),
  ('Chickpea', 'हरभरा'),
  ('Pigeon pea', 'तूर'),
  ('Mustard', 'मोहरी'),
  ('Groundnut', 'भुईमूग'),
  ('Bajra', 'बाजरी'),
  ('Jowar', 'ज्वारी'),
  ('Tomato', 'टोमॅटो'),
  ('Brinjal', 'वांगी'),
  ('Chilli', 'मिरची'),
  ('Okra', 'भेंडी'),
  ('Onion', 'कांदा'),
  ('Cauliflower', 'फुलकोबी'),
  ('Cabbage', 'कोबी'),
  ('Cucumber', 'काकडी'),
  ('Bottle gourd', 'दुधी भोपळा')
) as m (name, marathi_name)
where c.name = m.name and c.marathi_name is null;
