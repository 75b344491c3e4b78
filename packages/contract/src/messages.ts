import type { z } from 'zod';
import type { ApiLocale } from './locale';
import type { FieldErrors } from './errors';

/**
 * API messages in both languages. Schemas carry keys of this catalogue as their custom
 * messages, so the server and the forms show the same text in the user's language.
 */
export const MESSAGES = {
  'error.bad_request': { uk: 'Некоректний запит.', en: 'The request is malformed.' },
  'error.malformed_json': {
    uk: 'Тіло запиту не є коректним JSON.',
    en: 'The request body is not valid JSON.',
  },
  'error.unauthenticated': { uk: 'Потрібно увійти в систему.', en: 'You need to sign in.' },
  'error.forbidden': { uk: 'Доступ заборонено.', en: 'Access is forbidden.' },
  'error.not_found': { uk: 'Не знайдено.', en: 'Not found.' },
  'error.route_not_found': {
    uk: 'Такого методу API не існує.',
    en: 'This API call does not exist.',
  },
  'error.method_not_allowed': { uk: 'Метод не підтримується.', en: 'Method not allowed.' },
  'error.conflict': { uk: 'Конфлікт із поточним станом.', en: 'Conflict with the current state.' },
  'error.payload_too_large': {
    uk: 'Запит завеликий.',
    en: 'The request body is too large.',
  },
  'error.unsupported_media_type': {
    uk: 'Непідтримуваний тип вмісту.',
    en: 'Unsupported content type.',
  },
  'error.validation_failed': {
    uk: 'Дані містять помилки.',
    en: 'The data contains errors.',
  },
  'error.too_many_requests': {
    uk: 'Забагато запитів. Спробуйте пізніше.',
    en: 'Too many requests. Try again later.',
  },
  'error.request_timeout': {
    uk: 'Запит надходив надто довго.',
    en: 'The request took too long to arrive.',
  },
  'error.internal': {
    uk: 'Внутрішня помилка сервера.',
    en: 'Internal server error.',
  },
  'error.bad_gateway': {
    uk: 'Зовнішній сервіс не виконав запит. Спробуйте пізніше.',
    en: 'An outside service did not complete the request. Try again later.',
  },
  'error.service_unavailable': {
    uk: 'Сервіс тимчасово недоступний. Спробуйте пізніше.',
    en: 'The service is temporarily unavailable. Try again later.',
  },
  'validation.required': { uk: "Обов'язкове поле.", en: 'This field is required.' },
  // An empty field's message says what to do (issue 25 §6); a field named in FIELD_PROMPTS says
  // it in its own words.
  'validation.fill_in_uk': { uk: 'Заповніть українською.', en: 'Fill in the Ukrainian version.' },
  'validation.fill_in_en': { uk: 'Заповніть англійською.', en: 'Fill in the English version.' },
  'validation.choose_at_least_one': {
    uk: 'Оберіть хоча б один варіант.',
    en: 'Choose at least one option.',
  },
  'validation.invalid_type': { uk: 'Неправильний тип значення.', en: 'Wrong type of value.' },
  'validation.unknown_field': { uk: 'Невідоме поле.', en: 'Unknown field.' },
  'validation.too_short': {
    uk: 'Мінімальна довжина — {min}.',
    en: 'Must be at least {min} characters.',
  },
  'validation.too_long': {
    uk: 'Максимальна довжина — {max}.',
    en: 'Must be at most {max} characters.',
  },
  'validation.too_small': { uk: 'Значення має бути не менше {min}.', en: 'Must be at least {min}.' },
  'validation.too_big': { uk: 'Значення має бути не більше {max}.', en: 'Must be at most {max}.' },
  'validation.greater_than': { uk: 'Значення має бути більше {min}.', en: 'Must be greater than {min}.' },
  'validation.less_than': { uk: 'Значення має бути менше {max}.', en: 'Must be less than {max}.' },
  'validation.row_id': {
    uk: 'Має бути ідентифікатором — цілим числом від 1 до 2147483647.',
    en: 'Must be an id: a whole number from 1 to 2147483647.',
  },
  'validation.invalid_format': { uk: 'Неправильний формат.', en: 'Invalid format.' },
  'validation.invalid_email': {
    uk: 'Неправильна адреса електронної пошти.',
    en: 'Invalid e-mail address.',
  },
  'validation.invalid_url': { uk: 'Неправильна адреса сайту.', en: 'Invalid URL.' },
  'validation.invalid_value': { uk: 'Недопустиме значення.', en: 'Invalid value.' },
  'validation.nothing_to_change': {
    uk: 'Заповніть хоча б одне поле.',
    en: 'Fill in at least one field.',
  },
  'validation.unstorable_character': {
    uk: 'Поле містить недопустимий символ (NUL або пошкоджений символ Unicode).',
    en: 'The field contains a character that is not allowed (NUL or a broken Unicode character).',
  },
  'validation.english_only': {
    uk: 'Лише латинські літери, цифри, пробіли та дозволені знаки.',
    en: 'Only Latin letters, digits, spaces and the allowed signs.',
  },
  'validation.edrpou': {
    uk: 'Код ЄДРПОУ — 8 цифр із правильною контрольною цифрою.',
    en: 'The EDRPOU code is 8 digits with a valid check digit.',
  },
  'validation.ipn': {
    uk: 'ІПН — 10 або 12 цифр.',
    en: 'The tax number (IPN) is 10 or 12 digits.',
  },
  'validation.phone': {
    uk: 'Неправильний номер телефону. Приклад: +380 67 123 45 67.',
    en: 'Invalid phone number. Example: +380 67 123 45 67.',
  },
  'validation.password_weak': {
    uk: 'Пароль має містити щонайменше 8 символів, літери та цифри.',
    en: 'The password needs at least 8 characters, with letters and digits.',
  },
  'validation.password_mismatch': { uk: 'Паролі не збігаються.', en: 'The passwords do not match.' },
  'validation.code_format': { uk: 'Код — це 6 цифр.', en: 'The code is 6 digits.' },
  'validation.accept_terms': {
    uk: 'Потрібна згода з умовами використання та договором оферти.',
    en: 'You need to accept the terms of use and the offer agreement.',
  },
  'validation.year_future': {
    uk: 'Рік не може бути в майбутньому.',
    en: 'The year cannot be in the future.',
  },
  'auth.invalid_credentials': {
    uk: 'Неправильна електронна пошта або пароль.',
    en: 'Wrong e-mail or password.',
  },
  'auth.banned': {
    uk: 'Ваш обліковий запис заблоковано. Зверніться до підтримки.',
    en: 'Your account is blocked. Please contact support.',
  },
  'auth.email_taken': {
    uk: 'Обліковий запис із цією поштою вже існує.',
    en: 'An account with this e-mail already exists.',
  },
  'auth.code_invalid': { uk: 'Неправильний код.', en: 'Wrong code.' },
  'auth.code_expired': {
    uk: 'Код недійсний або прострочений. Надішліть новий.',
    en: 'The code is no longer valid. Send a new one.',
  },
  'auth.code_send_limit': {
    uk: 'Забагато кодів. Спробуйте пізніше.',
    en: 'Too many codes sent. Try again later.',
  },
  'auth.too_many_attempts': {
    uk: 'Забагато невдалих спроб. Спробуйте через {minutes} хв.',
    en: 'Too many failed attempts. Try again in {minutes} min.',
  },
  'auth.too_many_registrations': {
    uk: 'Забагато нових облікових записів з цієї адреси. Спробуйте через {minutes} хв.',
    en: 'Too many new accounts from this address. Try again in {minutes} min.',
  },
  'auth.wrong_step': {
    uk: 'Цей крок реєстрації зараз недоступний.',
    en: 'This registration step is not available now.',
  },
  'auth.reset_sent': {
    uk: 'Якщо обліковий запис із цією поштою існує, ми надіслали на неї посилання для зміни пароля.',
    en: 'If an account with this e-mail exists, we have sent it a link to set a new password.',
  },
  'auth.reset_token_invalid': {
    uk: 'Посилання недійсне або застаріло. Запросіть нове.',
    en: 'The link is invalid or has expired. Ask for a new one.',
  },
  'auth.current_password_wrong': {
    uk: 'Поточний пароль неправильний.',
    en: 'The current password is wrong.',
  },
  'auth.totp_invalid': {
    uk: 'Неправильний код автентифікатора.',
    en: 'Wrong authenticator code.',
  },
  'auth.totp_not_started': {
    uk: 'Спершу отримайте QR-код для підключення.',
    en: 'First get the QR code to connect an authenticator.',
  },
  'auth.totp_already_enabled': {
    uk: 'Двофакторну автентифікацію вже увімкнено.',
    en: 'Two-factor authentication is already on.',
  },
  'auth.totp_not_enabled': {
    uk: 'Двофакторну автентифікацію не увімкнено.',
    en: 'Two-factor authentication is not on.',
  },
  'auth.two_factor_expired': {
    uk: 'Час на введення коду минув. Увійдіть ще раз.',
    en: 'The time to enter the code has run out. Please sign in again.',
  },
  'auth.logged_out': { uk: 'Ви вийшли з облікового запису.', en: 'You have signed out.' },
  'auth.password_changed': { uk: 'Пароль змінено.', en: 'Your password has been changed.' },
  'auth.password_reset_done': {
    uk: 'Пароль змінено. Увійдіть із новим паролем.',
    en: 'Your password has been changed. Sign in with the new one.',
  },
  'auth.two_factor_disabled': {
    uk: 'Двофакторну автентифікацію вимкнено.',
    en: 'Two-factor authentication is off.',
  },
  'auth.cross_origin': {
    uk: 'Запит надійшов з іншого сайту.',
    en: 'The request came from another site.',
  },
  'validation.hs_group_or_search': {
    uk: 'Оберіть групу УКТ ЗЕД або введіть для пошуку щонайменше 2 символи.',
    en: 'Choose a group (HS chapter) or type at least 2 characters to search.',
  },
  'validation.hs_product_item_or_search': {
    uk: 'Оберіть товарну позицію УКТ ЗЕД або введіть для пошуку щонайменше 2 символи.',
    en: 'Choose a product item (HS heading) or type at least 2 characters to search.',
  },
  'validation.path_absolute': {
    uk: 'Шлях має починатися з «/».',
    en: 'The path must start with "/".',
  },
  'validation.country_code': {
    uk: 'Оберіть країну зі списку (код ISO 3166-1, дві літери).',
    en: 'Choose a country from the list (ISO 3166-1 code, two letters).',
  },
  'validation.country_blocked': {
    uk: 'Заявки з цієї країни портал не приймає.',
    en: 'The portal does not accept applications from this country.',
  },
  'validation.currency_code': {
    uk: 'Оберіть валюту зі списку (код ISO 4217).',
    en: 'Choose a currency from the list (ISO 4217 code).',
  },
  'validation.hs_code': {
    uk: 'Код УКТ ЗЕД — 4 або 6 цифр.',
    en: 'The HS code is 4 or 6 digits.',
  },
  'validation.hs_chapter_or_heading': {
    uk: 'Код УКТ ЗЕД — 2 цифри групи або 4 цифри товарної позиції.',
    en: 'The HS code is a chapter (2 digits) or a heading (4 digits).',
  },
  'validation.hs_section': {
    uk: 'Оберіть розділ УКТ ЗЕД зі списку.',
    en: 'Choose an HS section from the list.',
  },
  'validation.hs_group': {
    uk: 'Оберіть групу УКТ ЗЕД зі списку (2 цифри).',
    en: 'Choose an HS chapter from the list (2 digits).',
  },
  'validation.hs_product_item': {
    uk: 'Оберіть товарну позицію УКТ ЗЕД зі списку (4 цифри).',
    en: 'Choose an HS heading from the list (4 digits).',
  },
  'validation.hs_code_unknown': {
    uk: 'Такого коду немає в класифікації УКТ ЗЕД.',
    en: 'There is no such code in the HS classification.',
  },
  'validation.positive_decimal': {
    uk: 'Введіть додатне число, не більше 3 знаків після крапки.',
    en: 'Enter a positive number with at most 3 decimal places.',
  },
  'validation.price_decimals': {
    uk: 'Забагато знаків після крапки для цієї валюти.',
    en: 'Too many decimal places for this currency.',
  },
  'validation.price_currency_pair': {
    uk: 'Ціну та валюту потрібно вказати разом.',
    en: 'Give the price and the currency together.',
  },
  'validation.date': {
    uk: 'Неправильна дата. Формат: РРРР-ММ-ДД.',
    en: 'Invalid date. Use the format YYYY-MM-DD.',
  },
  'validation.date_past': {
    uk: 'Дата не може бути в минулому.',
    en: 'The date cannot be in the past.',
  },
  'validation.deadline_too_far': {
    uk: 'Термін — не пізніше ніж через 2 роки.',
    en: 'The deadline can be at most 2 years ahead.',
  },
  'validation.consent_required': {
    uk: 'Потрібна згода на обробку персональних даних.',
    en: 'You need to agree to the processing of your personal data.',
  },
  'validation.hs_mismatch': {
    uk: 'Товарна позиція не належить до обраної групи.',
    en: 'The product item does not belong to the chosen group.',
  },
  'validation.hs_group_unknown': {
    uk: 'Така група не належить до обраного розділу УКТ ЗЕД.',
    en: 'This group does not belong to the chosen HS section.',
  },
  'validation.not_importing_country': {
    uk: 'Оберіть країну зі списку країн-імпортерів.',
    en: 'Choose a country from the list of importing countries.',
  },
  'validation.unknown_service': {
    uk: 'Такої послуги немає в переліку.',
    en: 'There is no such service in the list.',
  },
  'validation.unknown_question': {
    uk: 'Такого питання немає в анкеті.',
    en: 'There is no such question in the questionnaire.',
  },
  'validation.decline_comment_required': {
    uk: 'Напишіть коментар: менеджер має знати причину відмови.',
    en: 'Write a comment: the manager needs to know why you decline.',
  },
  'validation.comment_required': {
    uk: 'Напишіть коментар: експортер має знати причину.',
    en: 'Write a comment: the exporter needs to know why.',
  },
  'request.not_approved': {
    uk: 'Подавати заявки можуть лише компанії, що пройшли верифікацію.',
    en: 'Only verified companies can file requests.',
  },
  'request.not_editable': {
    uk: 'Заявку можна змінювати лише під час створення або на доопрацюванні.',
    en: 'The request can be changed only while it is being created or sent back for rework.',
  },
  'request.not_deletable': {
    uk: 'Видалити можна лише чернетку заявки.',
    en: 'Only a draft request can be deleted.',
  },
  'request.product_step_missing': {
    uk: 'Спочатку заповніть дані про продукцію.',
    en: 'Fill in the product data first.',
  },
  'request.status_move_forbidden': {
    uk: 'Такий перехід статусу недопустимий.',
    en: 'This status change is not allowed.',
  },
  'request.status_changed': {
    uk: 'Статус заявки вже змінився. Оновіть сторінку.',
    en: 'The status of the request has already changed. Reload the page.',
  },
  'request.rating_not_allowed': {
    uk: 'Оцінити можна лише закриту заявку.',
    en: 'Only a closed application can be rated.',
  },
  'request.already_rated': {
    uk: 'Ви вже оцінили цю заявку.',
    en: 'You have already rated this application.',
  },
  'request.contacts_not_allowed': {
    uk: 'Контакти можна надати лише по прийнятій заявці.',
    en: 'Contacts can be shared only on an accepted application.',
  },
  'subscription.required': {
    uk: 'Ця послуга доступна з активною підпискою. Оформіть тариф або пробний період.',
    en: 'This service needs an active subscription. Choose a plan or start the trial.',
  },
  'country_analysis.result_not_allowed': {
    uk: 'Готовий аналіз можна додати лише до запиту в роботі або прийнятого.',
    en: 'The finished analysis can be attached only to a request in work or accepted.',
  },
  'country_analysis.no_pdf': {
    uk: 'До аналізу ще не додано PDF-файл.',
    en: 'No PDF file has been attached to the analysis yet.',
  },
  'country_analysis.already_published': {
    uk: 'Аналіз уже опубліковано.',
    en: 'The analysis is already published.',
  },
  'country_analysis.not_published': {
    uk: 'Аналіз не опубліковано.',
    en: 'The analysis is not published.',
  },
  'validation.text_in_one_language': {
    uk: 'Заповніть текст хоча б однією мовою.',
    en: 'Fill in the text in at least one language.',
  },
  'validation.pdf_only': {
    uk: 'Файл має бути у форматі PDF.',
    en: 'The file must be a PDF.',
  },
  'validation.pdf_too_large': {
    uk: 'PDF-файл має бути не більшим за 10 МБ.',
    en: 'The PDF file must be at most 10 MB.',
  },
  'validation.image_only': {
    uk: 'Зображення має бути у форматі PNG, JPEG або WebP.',
    en: 'The picture must be a PNG, JPEG or WebP file.',
  },
  'validation.image_too_large': {
    uk: 'Зображення має бути не більшим за 2 МБ.',
    en: 'The picture must be at most 2 MB.',
  },
  'validation.upload_unknown': {
    uk: 'Такого завантаженого файлу немає або його вже використано. Завантажте файл ще раз.',
    en: 'There is no such uploaded file, or it is already in use. Upload the file again.',
  },
  // Forms managers design (issue 27 §3). The layout's rules, then the answers': each answer's
  // message names its field by its label (`{label}`) and says what to do (issue 25 §6).
  'form.key_format': {
    uk: 'Ключ — малі латинські літери, цифри та «_», починається з літери, до 40 символів.',
    en: 'A key is lowercase Latin letters, digits and “_”, starts with a letter, up to 40 characters.',
  },
  'form.key_duplicate': {
    uk: 'Такий ключ у формі вже є: ключі мають бути різними.',
    en: 'The form already has this key: keys must differ.',
  },
  'form.option_value_format': {
    uk: 'Значення варіанта — малі латинські літери, цифри та «_», до 40 символів.',
    en: 'An option’s value is lowercase Latin letters, digits and “_”, up to 40 characters.',
  },
  'form.option_duplicate': {
    uk: 'Таке значення вже має інший варіант.',
    en: 'Another option has this value.',
  },
  'form.accept_duplicate': {
    uk: 'Кожен вид файлу вкажіть один раз.',
    en: 'Give each kind of file once.',
  },
  'form.min_above_max': {
    uk: 'Максимум не може бути меншим за мінімум.',
    en: 'The maximum cannot be less than the minimum.',
  },
  'form.no_whole_number': {
    uk: 'Між мінімумом і максимумом немає жодного цілого числа.',
    en: 'There is no whole number between the minimum and the maximum.',
  },
  'form.date_both_rules': {
    uk: 'Оберіть одне: «не раніше сьогодні» або «не пізніше сьогодні».',
    en: 'Choose one: “not before today” or “not after today”.',
  },
  'form.items_above_options': {
    uk: 'Варіантів у списку менше, ніж це число.',
    en: 'The list has fewer options than this number.',
  },
  'form.fill_in': { uk: 'Заповніть поле «{label}».', en: 'Fill in “{label}”.' },
  'form.choose_one': { uk: 'Оберіть значення в полі «{label}».', en: 'Choose a value for “{label}”.' },
  'form.tick': { uk: 'Позначте «{label}».', en: 'Tick “{label}”.' },
  'form.attach_file': { uk: 'Додайте файл у полі «{label}».', en: 'Attach a file to “{label}”.' },
  'form.text_too_short': {
    uk: '«{label}» — щонайменше {min} симв.',
    en: '“{label}” must be at least {min} characters long.',
  },
  'form.text_too_long': {
    uk: '«{label}» — не більше {max} симв. Скоротіть текст.',
    en: '“{label}” must be at most {max} characters long. Shorten the text.',
  },
  'form.number_type': { uk: 'Вкажіть число в полі «{label}».', en: 'Enter a number in “{label}”.' },
  'form.number_integer': {
    uk: 'Вкажіть у полі «{label}» ціле число.',
    en: 'Enter a whole number in “{label}”.',
  },
  'form.number_too_small': {
    uk: '«{label}» — не менше {min}{unit}.',
    en: '“{label}” must be at least {min}{unit}.',
  },
  'form.number_too_big': {
    uk: '«{label}» — не більше {max}{unit}.',
    en: '“{label}” must be at most {max}{unit}.',
  },
  'form.date_format': {
    uk: 'Вкажіть у полі «{label}» дату з календаря.',
    en: 'Enter a date from the calendar in “{label}”.',
  },
  'form.date_not_before_today': {
    uk: '«{label}» — не раніше сьогоднішньої дати.',
    en: '“{label}” cannot be earlier than today.',
  },
  'form.date_not_after_today': {
    uk: '«{label}» — не пізніше сьогоднішньої дати.',
    en: '“{label}” cannot be later than today.',
  },
  'form.choose_from_list': {
    uk: 'Оберіть значення зі списку в полі «{label}».',
    en: 'Choose a value from the list for “{label}”.',
  },
  'form.choose_at_least_one': {
    uk: 'Оберіть хоча б 1 варіант у полі «{label}».',
    en: 'Choose at least 1 option in “{label}”.',
  },
  'form.choose_at_least': {
    uk: 'Оберіть у полі «{label}» не менше {min} варіантів.',
    en: 'Choose at least {min} options in “{label}”.',
  },
  'form.choose_at_most_one': {
    uk: 'Оберіть у полі «{label}» лише 1 варіант.',
    en: 'Choose only 1 option in “{label}”.',
  },
  'form.choose_at_most': {
    uk: 'Оберіть у полі «{label}» не більше {max} варіантів.',
    en: 'Choose at most {max} options in “{label}”.',
  },
  'form.choose_each_once': {
    uk: 'Кожен варіант у полі «{label}» можна обрати лише раз.',
    en: 'Choose each option in “{label}” only once.',
  },
  'form.hs_code': {
    uk: '«{label}» — код УКТ ЗЕД із 4, 6 або 10 цифр.',
    en: '“{label}” must be an HS code of 4, 6 or 10 digits.',
  },
  'form.file_again': {
    uk: 'Завантажте файл у полі «{label}» ще раз.',
    en: 'Upload the file for “{label}” again.',
  },
  'form.check_field': { uk: 'Перевірте поле «{label}».', en: 'Check “{label}”.' },
  'form.unknown_field': {
    uk: 'У цій формі немає такого поля.',
    en: 'This form has no such field.',
  },
  'admin.not_a_company': {
    uk: 'Цей користувач не є експортером із завершеною реєстрацією.',
    en: 'This user is not an exporter with a finished registration.',
  },
  'admin.already_in_state': {
    uk: 'Компанія вже має цей статус.',
    en: 'The company already has this status.',
  },
  'profile.not_denied': {
    uk: 'Компанію не відхилено: повторно подавати на перевірку нічого.',
    en: 'The company is not denied: there is nothing to submit for verification again.',
  },
  'public.feedback_sent': {
    uk: 'Дякуємо! Повідомлення надіслано до служби підтримки, відповідь надійде на вказану електронну пошту.',
    en: 'Thank you! Your message has been sent to the support team; the answer will come to the e-mail address you gave.',
  },
  'public.importer_sale_created': {
    uk: 'Дякуємо! Заявку отримано, підтвердження надіслано на вашу електронну пошту.',
    en: 'Thank you! Your application has been received, and a confirmation has been sent to your e-mail.',
  },
  'public.too_many_submissions': {
    uk: 'Забагато звернень. Спробуйте через {minutes} хв.',
    en: 'Too many submissions. Try again in {minutes} min.',
  },
  'money.not_approved': {
    uk: 'Купувати тарифи й починати пробний період можуть лише компанії, що пройшли верифікацію.',
    en: 'Only verified companies can buy a plan or start the trial.',
  },
  'money.tariff_not_for_sale': {
    uk: 'Цей тариф не продається: оберіть один із платних тарифів.',
    en: 'This plan is not for sale: choose one of the paid plans.',
  },
  'money.trial_used': {
    uk: 'Пробний період компанія вже використала: він надається один раз.',
    en: 'Your company has already used its trial: it is given once.',
  },
  'money.subscription_active': {
    uk: 'У компанії вже є діюча підписка, пробний період не потрібен.',
    en: 'Your company already has an active subscription: no trial is needed.',
  },
  'money.invoice_not_payable': {
    uk: 'Цей рахунок не можна оплатити карткою: його вже оплачено, скасовано або він очікує банківського переказу.',
    en: 'This invoice cannot be paid by card: it is already paid, cancelled, or waits for a bank transfer.',
  },
  'money.admin_only': {
    uk: 'Це може зробити лише адміністратор.',
    en: 'Only an administrator can do this.',
  },
  'money.invoice_not_awaiting': {
    uk: 'Рахунок уже не очікує оплати.',
    en: 'The invoice is no longer awaiting payment.',
  },
  'money.not_bank_transfer': {
    uk: 'Оплату карткою зараховує платіжна система: позначити оплаченим можна лише рахунок для банківського переказу.',
    en: 'Card payments are settled by the payment provider: only a bank-transfer invoice can be marked paid.',
  },
  'money.not_refundable': {
    uk: 'Повернути кошти можна лише за оплаченим рахунком.',
    en: 'Only a paid invoice can be refunded.',
  },
  'money.refund_window_passed': {
    uk: 'Минуло понад 30 днів від оплати: повернення вже неможливе.',
    en: 'More than 30 days have passed since the payment: it can no longer be refunded.',
  },
  'money.refund_failed': {
    uk: 'Платіжна система не виконала повернення. Нічого не змінено; спробуйте пізніше.',
    en: 'The payment provider did not make the refund. Nothing was changed; try again later.',
  },
  'money.paid_on_future': {
    uk: 'Дата оплати не може бути в майбутньому.',
    en: 'The payment date cannot be in the future.',
  },
  'money.paid_on_before_issue': {
    uk: 'Дата оплати не може бути раніше дати рахунку.',
    en: 'The payment date cannot be before the invoice date.',
  },
  'money.price_required': {
    uk: 'Платний тариф має мати ціну понад 0.',
    en: 'A paid plan needs a price above 0.',
  },
  'money.price_free': {
    uk: 'Базові послуги та пробний період безкоштовні: ціна 0.',
    en: 'The basic services and the trial are free: the price is 0.',
  },
  'money.period_required': {
    uk: 'Платний тариф діє від 1 до 36 місяців.',
    en: 'A paid plan runs 1 to 36 months.',
  },
  'money.period_fixed': {
    uk: 'Для цього тарифу період не задається (0).',
    en: 'This plan has no period in months (0).',
  },
  'money.trial_days_required': {
    uk: 'Вкажіть тривалість пробного періоду в днях (1–90).',
    en: 'Give the length of the trial in days (1–90).',
  },
  'money.trial_days_only_trial': {
    uk: 'Дні пробного періоду задаються лише для пробного тарифу.',
    en: 'Trial days are set only for the trial plan.',
  },
  'money.feature_unknown': {
    uk: 'Такого рядка порівняння тарифів немає.',
    en: 'There is no such row in the plan comparison.',
  },
  'money.seller_code': {
    uk: 'Код ЄДРПОУ — 8 цифр, ІПН — 10 цифр.',
    en: 'An EDRPOU code is 8 digits, an IPN 10 digits.',
  },
  'money.iban': {
    uk: 'IBAN — це UA і 27 цифр.',
    en: 'An IBAN is UA followed by 27 digits.',
  },
  'money.vat_rate_decimals': {
    uk: 'Ставка ПДВ — не більше двох знаків після коми.',
    en: 'The VAT rate has at most two decimals.',
  },
  'importing.unknown_field': {
    uk: 'Такого кроку виходу на ринок немає.',
    en: 'There is no such step of entering a market.',
  },
  'country_action.unknown': {
    uk: 'Такого заходу немає.',
    en: 'There is no such country action.',
  },
  'country_action.already_taking_part': {
    uk: 'Ваша компанія вже бере участь у цьому заході.',
    en: 'Your company is already taking part in this action.',
  },
  'country_action.deadline_passed': {
    uk: 'Прийом заявок на участь у цьому заході завершено.',
    en: 'Applications to take part in this action are closed.',
  },
  'country_action.ends_before_start': {
    uk: 'Дата завершення не може бути раніше дати початку.',
    en: 'The end date cannot be before the start date.',
  },
  'country_action.apply_by_after_end': {
    uk: 'Останній день подання заявок не може бути пізніше завершення заходу.',
    en: 'The last day to apply cannot be after the action ends.',
  },
  'importer_sale.already_answered': {
    uk: 'Ви вже відповіли на цю заявку покупця.',
    en: 'You have already answered this buyer’s application.',
  },
  'importer_sale.not_a_company': {
    uk: 'Поділитися заявкою можна лише з верифікованою компанією-експортером.',
    en: 'An application can be shared only with a verified exporting company.',
  },
  'event.already_registered': {
    uk: 'Ваша компанія вже зареєстрована на цей захід.',
    en: 'Your company is already registered for this event.',
  },
  'event.registration_closed': {
    uk: 'Реєстрацію на цей захід завершено.',
    en: 'Registration for this event is closed.',
  },
  'event.not_registered': {
    uk: 'Ваша компанія не зареєстрована на цей захід.',
    en: 'Your company is not registered for this event.',
  },
  'event.already_started': {
    uk: 'Захід уже розпочався: скасувати реєстрацію не можна.',
    en: 'The event has already started: the registration cannot be cancelled.',
  },
  'admin_event.datetime': {
    uk: 'Вкажіть дату й час.',
    en: 'Enter a date and time.',
  },
  'admin_event.ends_before_start': {
    uk: 'Захід має завершуватися пізніше, ніж починається.',
    en: 'The event must end after it starts.',
  },
  'admin_event.register_by_after_start': {
    uk: 'Реєстрація має завершуватися не пізніше початку заходу.',
    en: 'Registration must close no later than the start of the event.',
  },
  'admin_event.https_only': {
    uk: 'Посилання має починатися з https://',
    en: 'The link must start with https://',
  },
  'admin_event.slug_format': {
    uk: 'Лише малі латинські літери, цифри й дефіси (не лише цифри).',
    en: 'Only lower-case Latin letters, digits and hyphens (not digits alone).',
  },
  'admin_event.slug_taken': {
    uk: 'Ця адреса вже належить іншому заходу.',
    en: 'Another event already has this address.',
  },
  'admin_event.capacity_below_taken': {
    uk: 'Кількість місць не може бути меншою, ніж уже зайнято: {taken}.',
    en: 'The number of seats cannot be lower than the seats already taken: {taken}.',
  },
  'admin_event.capacity_below_taken_field': {
    uk: 'Не менше, ніж уже зайнятих місць.',
    en: 'At least the seats already taken.',
  },
  'admin_event.incomplete': {
    uk: 'Щоб опублікувати захід, заповніть обов’язкові поля.',
    en: 'Fill in the required fields to publish the event.',
  },
  'pro_partner.daily_limit': {
    uk: 'За сьогодні ваша компанія вже надіслала 5 звернень партнерам. Спробуйте завтра.',
    en: 'Your company has already sent 5 requests to partners today. Please try again tomorrow.',
  },
  'admin_partner.slug_format': {
    uk: 'Лише малі латинські літери, цифри й дефіси між ними; не самі цифри.',
    en: 'Only small Latin letters, digits and hyphens between them; not digits only.',
  },
  'admin_partner.slug_taken': {
    uk: 'Ця адреса вже належить іншому партнеру.',
    en: 'Another partner already has this address.',
  },
  'admin_partner.https_only': {
    uk: 'Вкажіть адресу сайту, що починається з https://.',
    en: 'Give a website address that starts with https://.',
  },
  'admin_partner.required_to_publish': {
    uk: 'Заповніть, щоб опублікувати партнера.',
    en: 'Fill this in to publish the partner.',
  },
  'vkursi.unavailable': {
    uk: 'Сервіс Vkursi зараз не відповідає. Спробуйте ще раз за кілька хвилин.',
    en: 'Vkursi is not answering right now. Please try again in a few minutes.',
  },
  // The courier pickup form (issue 28 §5).
  'courier.date_past': {
    uk: 'Дата забору не може бути раніше сьогоднішньої (за київським часом).',
    en: 'The pickup date cannot be before today (Kyiv time).',
  },
  'courier.date_too_far': {
    uk: 'Дата забору — не пізніше ніж за 60 днів від сьогодні.',
    en: 'The pickup date must be within 60 days from today.',
  },
  'courier.weight': {
    uk: 'Вкажіть вагу в кілограмах: число більше 0, не більше 3 знаків після коми.',
    en: 'Enter the weight in kilograms: a number above 0 with at most 3 decimal places.',
  },
  'courier.weight_too_big': {
    uk: 'Кур’єр забирає документи та зразки вагою до 100 кг.',
    en: 'The courier picks up documents and samples of up to 100 kg.',
  },
  'courier.side_cm': {
    uk: 'Вкажіть ціле число сантиметрів від 1 до 300.',
    en: 'Enter whole centimetres from 1 to 300.',
  },
  'courier.country_blocked': {
    uk: 'Відправлення до цієї країни через портал не приймаються.',
    en: 'The portal does not take shipments to this country.',
  },
  'courier.address_short': {
    uk: 'Вкажіть адресу повністю: вулицю, будинок, за потреби офіс.',
    en: 'Give the full address: street, building and, if any, office.',
  },
  'courier.branch_number': {
    uk: 'Номер відділення «Нової пошти» — від 1 до 5 цифр.',
    en: 'A Nova Poshta branch number has 1 to 5 digits.',
  },
  'chat.text_or_file': {
    uk: 'Напишіть повідомлення або додайте файл.',
    en: 'Write a message or attach a file.',
  },
  'chat.text_too_long': {
    uk: 'Повідомлення задовге: не більше 4000 символів.',
    en: 'The message is too long: 4,000 characters at most.',
  },
  'chat.not_staff': {
    uk: 'Розмову можна доручити лише менеджеру або адміністратору.',
    en: 'A conversation can be assigned only to a manager or an admin.',
  },
  'support.already_answered': {
    uk: 'На це звернення вже відповіли.',
    en: 'This message has already been answered.',
  },
  'admin_academy.video_not_embeddable': {
    uk: 'Сторінка уроку показує лише відео з YouTube або Vimeo: вкажіть адресу https://www.youtube.com/…, https://youtu.be/… або https://vimeo.com/….',
    en: 'The lesson page shows only YouTube or Vimeo videos: give an address like https://www.youtube.com/…, https://youtu.be/… or https://vimeo.com/….',
  },
  'admin_academy.publish_incomplete': {
    uk: 'Курс ще не можна опублікувати: додайте хоча б один урок і заповніть опис обома мовами.',
    en: 'The course cannot be published yet: add at least one lesson and fill in its summary and description in both languages.',
  },
  'admin_academy.publish_needs_lesson': {
    uk: 'Додайте хоча б один урок.',
    en: 'Add at least one lesson.',
  },
  'admin_academy.required_to_publish': {
    uk: "Обов'язкове для опублікованого курсу.",
    en: 'A published course needs this.',
  },
  'admin_academy.lesson_has_progress': {
    uk: 'Цей урок уже пройшли слухачі, тому його не можна видалити. Відредагуйте його або зніміть курс з публікації.',
    en: 'Learners have already completed this lesson, so it cannot be removed. Edit it instead, or unpublish the course.',
  },
  'admin_academy.last_lesson_published': {
    uk: 'Це єдиний урок опублікованого курсу. Спершу додайте інший урок або зніміть курс з публікації.',
    en: 'This is the only lesson of a published course. Add another lesson first, or unpublish the course.',
  },
  'admin_academy.slug_taken': {
    uk: 'Ця адреса вже зайнята іншим курсом.',
    en: 'Another course already has this address.',
  },
  'admin_academy.move_one_way': {
    uk: 'Вкажіть або напрямок, або нове місце уроку.',
    en: 'Give either a direction or a new place of the lesson.',
  },
  // Foreign company reports (issue 28).
  'infoproff.unavailable': {
    uk: 'Сервіс звітів про іноземні компанії зараз не відповідає. Спробуйте за кілька хвилин.',
    en: 'The foreign company reports service is not answering now. Try again in a few minutes.',
  },
  'infoproff.query_too_short': {
    uk: 'Введіть щонайменше 2 символи назви або реєстраційного коду.',
    en: 'Enter at least 2 characters of the name or registration code.',
  },
  'infoproff.country_not_covered': {
    uk: 'Звіти про компанії цієї країни недоступні. Оберіть країну зі списку.',
    en: 'Reports on companies of this country are not available. Choose a country from the list.',
  },
  'infoproff.company_unknown': {
    uk: 'Такої компанії немає в реєстрі. Знайдіть її ще раз.',
    en: 'The register has no such company. Search for it again.',
  },
  'infoproff.confirm_expired': {
    uk: 'Час на підтвердження минув: замовлення скасовано. Замовте звіт ще раз.',
    en: 'The time to confirm has passed: the order was cancelled. Order the report again.',
  },
  'infoproff.not_confirmable': {
    uk: 'Це замовлення вже не чекає на підтвердження.',
    en: 'This order no longer awaits confirmation.',
  },
  'infoproff.not_cancellable': {
    uk: 'Це замовлення вже не можна скасувати: його оплачено або завершено.',
    en: 'This order can no longer be cancelled: it has been paid or finished.',
  },
  'infoproff.not_invoiceable': {
    uk: 'Рахунок можна виставити лише за підтверджене замовлення, ще не оплачене.',
    en: 'An invoice is made only for a confirmed order not paid yet.',
  },
  'infoproff.already_invoiced': {
    uk: 'Рахунок за це замовлення вже виставлено. Відкрийте його, щоб оплатити.',
    en: 'This order already has an invoice. Open it to pay.',
  },
  'infoproff.refresh_too_soon': {
    uk: 'Статуси щойно оновлено. Спробуйте за хвилину.',
    en: 'The statuses were just refreshed. Try again in a minute.',
  },
  'infoproff.report_not_ready': {
    uk: 'Звіт ще готується.',
    en: 'The report is still being prepared.',
  },
  'infoproff.margin_range': {
    uk: 'Вкажіть націнку від 0 до 500 % (до сотих).',
    en: 'Give a margin from 0 to 500 % (to hundredths).',
  },
  // The catalogue of services (issue 27).
  'catalog.subscription_required': {
    uk: 'Ця послуга — для передплатників. Оберіть тариф, щоб замовити її.',
    en: 'This service is for subscribers. Choose a plan to order it.',
  },
  'catalog.no_form': {
    uk: 'Форму замовлення цієї послуги ще готують. Спробуйте пізніше.',
    en: 'The order form of this service is still being prepared. Try again later.',
  },
  'catalog.form_changed': {
    uk: 'Форму цієї послуги щойно оновили. Перевірте відповіді та надішліть ще раз.',
    en: 'The form of this service has just been updated. Check your answers and send them again.',
  },
  'catalog.payment_method_required': {
    uk: 'Оберіть, як оплатити послугу: карткою чи банківським переказом.',
    en: 'Choose how to pay for the service: by card or by bank transfer.',
  },
  'catalog.form_version_mismatch': {
    uk: 'Замовлення заповнено за іншою версією форми. Оновіть сторінку.',
    en: 'The order was filled with another version of the form. Reload the page.',
  },
  'catalog.form_unchanged': {
    uk: 'У чернетці форми немає змін для публікації.',
    en: 'The form’s draft has no changes to publish.',
  },
  'catalog.category_not_empty': {
    uk: 'У категорії є послуги. Перенесіть їх до іншої категорії.',
    en: 'The category still holds services. Move them to another category first.',
  },
  'catalog.category_unknown': {
    uk: 'Такої категорії немає.',
    en: 'There is no such category.',
  },
  'catalog.partner_unknown': {
    uk: 'Такого партнера немає.',
    en: 'There is no such partner.',
  },
  'catalog.slug_taken': {
    uk: 'Ця адреса вже належить іншій послузі чи категорії.',
    en: 'Another service or category already has this address.',
  },
  'catalog.missing_to_publish': {
    uk: 'Заповніть це поле, щоб опублікувати послугу.',
    en: 'Fill this in to publish the service.',
  },
  'catalog.form_required_to_publish': {
    uk: 'Опублікуйте форму замовлення, щоб показати послугу в каталозі.',
    en: 'Publish the order form to show the service in the catalogue.',
  },
  'validation.document_only': {
    uk: 'Завантажте PDF, зображення (PNG, JPEG, WebP) або офісний документ (Word, Excel, OpenDocument).',
    en: 'Upload a PDF, a picture (PNG, JPEG, WebP) or an office document (Word, Excel, OpenDocument).',
  },
  'validation.document_too_large': {
    uk: 'Файл завеликий: не більше 10 МБ.',
    en: 'The file is too large: 10 MB at most.',
  },
} as const satisfies Record<string, Record<ApiLocale, string>>;

export type MessageKey = keyof typeof MESSAGES;

/**
 * What to do about an empty field, in its own words (issue 25 §6), by its path in the body with
 * list positions left out (`fields_of_activity`, `name.uk`). One catalogue for every form: a
 * field of the same name means the same thing throughout the contract.
 */
export const FIELD_PROMPTS: Record<string, Record<ApiLocale, string>> = {
  email: { uk: 'Вкажіть електронну пошту.', en: 'Enter your e-mail.' },
  password: { uk: 'Вкажіть пароль.', en: 'Enter your password.' },
  password_confirmation: { uk: 'Повторіть пароль.', en: 'Repeat the password.' },
  code: { uk: 'Введіть код із 6 цифр.', en: 'Enter the 6-digit code.' },
  phone: {
    uk: 'Вкажіть номер телефону. Приклад: +380 67 123 45 67.',
    en: 'Enter the phone number. Example: +380 67 123 45 67.',
  },
  name: { uk: "Вкажіть ім'я.", en: 'Enter the first name.' },
  surname: { uk: 'Вкажіть прізвище.', en: 'Enter the surname.' },
  name_ru: { uk: 'Вкажіть назву компанії українською.', en: "Enter the company's name in Ukrainian." },
  name_en: { uk: 'Вкажіть назву компанії англійською.', en: "Enter the company's name in English." },
  year_of_foundation: {
    uk: 'Вкажіть рік заснування компанії.',
    en: 'Enter the year the company was founded.',
  },
  edrpou_code: { uk: 'Вкажіть код ЄДРПОУ: 8 цифр.', en: 'Enter the EDRPOU code: 8 digits.' },
  region: { uk: 'Оберіть область.', en: 'Choose the region.' },
  fields_of_activity: {
    uk: 'Оберіть хоча б одну сферу діяльності.',
    en: 'Choose at least one field of activity.',
  },
  type_business: { uk: 'Оберіть тип бізнесу.', en: 'Choose the type of business.' },
  contact_name: { uk: "Вкажіть ім'я контактної особи.", en: "Enter the contact person's name." },
  contact_phone: {
    uk: 'Вкажіть телефон контактної особи. Приклад: +380 67 123 45 67.',
    en: "Enter the contact person's phone. Example: +380 67 123 45 67.",
  },
  contact_email: { uk: 'Вкажіть пошту контактної особи.', en: "Enter the contact person's e-mail." },
  product_name_uk: { uk: 'Вкажіть назву товару українською.', en: 'Enter the product name in Ukrainian.' },
  product_name_en: { uk: 'Вкажіть назву товару англійською.', en: 'Enter the product name in English.' },
  hs_section: { uk: 'Оберіть розділ УКТ ЗЕД.', en: 'Choose an HS section.' },
  hs_group: { uk: 'Оберіть групу УКТ ЗЕД.', en: 'Choose an HS chapter.' },
  hs_product_item: { uk: 'Оберіть товарну позицію УКТ ЗЕД.', en: 'Choose an HS heading.' },
  hs_code: { uk: 'Вкажіть код УКТ ЗЕД: 4 або 6 цифр.', en: 'Enter the HS code: 4 or 6 digits.' },
  target_countries: { uk: 'Оберіть хоча б одну країну.', en: 'Choose at least one country.' },
  incoterms: { uk: 'Оберіть хоча б одне правило Інкотермс.', en: 'Choose at least one Incoterms rule.' },
  user_ids: { uk: 'Позначте хоча б одного експортера.', en: 'Tick at least one exporter.' },
  reasons: { uk: 'Позначте хоча б одну причину.', en: 'Tick at least one reason.' },
  company_name: { uk: 'Вкажіть назву компанії.', en: "Enter the company's name." },
  country: { uk: 'Оберіть країну.', en: 'Choose the country.' },
  country_code: { uk: 'Оберіть країну.', en: 'Choose the country.' },
  reason: { uk: 'Вкажіть причину.', en: 'Give the reason.' },
  reference: {
    uk: 'Вкажіть номер платіжного документа з виписки банку.',
    en: "Enter the payment's reference from the bank statement.",
  },
  message: { uk: 'Напишіть повідомлення.', en: 'Write your message.' },
  // The courier pickup form (issue 28 §5).
  city: { uk: 'Вкажіть місто.', en: 'Enter the city.' },
  address: {
    uk: 'Вкажіть адресу: вулицю, будинок, за потреби офіс.',
    en: 'Enter the address: street, building and, if any, office.',
  },
  branch_number: {
    uk: 'Вкажіть номер відділення «Нової пошти».',
    en: 'Enter the Nova Poshta branch number.',
  },
  pickup_place: {
    uk: 'Оберіть, звідки забрати: з адреси чи з відділення.',
    en: 'Choose where to pick up from: an address or a branch.',
  },
  contents: { uk: 'Оберіть, що надсилаєте.', en: 'Choose what you are sending.' },
  weight_kg: { uk: 'Вкажіть вагу в кілограмах.', en: 'Enter the weight in kilograms.' },
  length_cm: { uk: 'Вкажіть довжину в сантиметрах.', en: 'Enter the length in centimetres.' },
  width_cm: { uk: 'Вкажіть ширину в сантиметрах.', en: 'Enter the width in centimetres.' },
  height_cm: { uk: 'Вкажіть висоту в сантиметрах.', en: 'Enter the height in centimetres.' },
  pickup_date: { uk: 'Оберіть дату забору.', en: 'Choose the pickup date.' },
};

/** Generic messages a field's own prompt replaces when the field was left empty. */
const GENERIC_KEYS: ReadonlySet<string> = new Set([
  'validation.invalid_value',
  'validation.required',
  'validation.invalid_type',
]);

/** Whether an issue is about a value left out or left empty ('' or blanks, [], null). */
function isEmptyValue(issue: Issue): boolean {
  const input: unknown = issue.input;
  if (input === undefined || input === null) return issue.path.length > 0;
  if (typeof input === 'string') return input.trim() === '';
  if (Array.isArray(input)) return input.length === 0 && issue.code === 'too_small';
  return false;
}

/** The field's key in FIELD_PROMPTS: its path without list positions. */
function promptKey(path: readonly PropertyKey[]): string {
  return path.filter((part) => typeof part === 'string').join('.');
}

/**
 * What an empty field's message is: its own prompt, else one by its shape (a language version,
 * a list to tick in), else "required", in the page's language.
 */
function localizeEmpty(issue: Issue, locale: ApiLocale): string {
  const key = promptKey(issue.path);
  const last = issue.path.at(-1);
  const prompt =
    FIELD_PROMPTS[key] ?? (last === 'uk' || last === 'en' ? undefined : FIELD_PROMPTS[String(last)]);
  if (prompt) return prompt[locale];
  if (last === 'uk') return translateMessage('validation.fill_in_uk', locale);
  if (last === 'en') return translateMessage('validation.fill_in_en', locale);
  if (Array.isArray(issue.input)) return translateMessage('validation.choose_at_least_one', locale);
  return translateMessage('validation.required', locale);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/** Translates a catalogue key, filling `{name}` placeholders; unknown keys pass through. */
export function translateMessage(
  key: string,
  locale: ApiLocale,
  params: Record<string, string | number> = {},
): string {
  const text = isMessageKey(key) ? MESSAGES[key][locale] : key;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));
}

type Issue = z.core.$ZodIssue;

/** One localised message for a zod issue: schema keys are translated, built-ins mapped by code. */
export function localizeIssue(issue: Issue, locale: ApiLocale): string {
  // A schema's own message stands, unless it is a generic one about a field left empty.
  if (isMessageKey(issue.message) && !(GENERIC_KEYS.has(issue.message) && isEmptyValue(issue)))
    return translateMessage(issue.message, locale);
  if (isEmptyValue(issue) && issue.code !== 'unrecognized_keys') return localizeEmpty(issue, locale);
  switch (issue.code) {
    case 'invalid_type':
      return translateMessage(
        issue.input === undefined ? 'validation.required' : 'validation.invalid_type',
        locale,
      );
    // An exclusive bound (`.positive()`, `.gt()`) is not reached by the bound itself: "at least 0"
    // would be wrong for the 0 it refuses (issue 24).
    case 'too_small':
      if (issue.origin === 'string')
        return translateMessage('validation.too_short', locale, { min: Number(issue.minimum) });
      return translateMessage(
        issue.inclusive === false ? 'validation.greater_than' : 'validation.too_small',
        locale,
        {
          min: Number(issue.minimum),
        },
      );
    case 'too_big':
      if (issue.origin === 'string')
        return translateMessage('validation.too_long', locale, { max: Number(issue.maximum) });
      return translateMessage(
        issue.inclusive === false ? 'validation.less_than' : 'validation.too_big',
        locale,
        {
          max: Number(issue.maximum),
        },
      );
    case 'invalid_format':
      if (issue.format === 'email') return translateMessage('validation.invalid_email', locale);
      if (issue.format === 'url') return translateMessage('validation.invalid_url', locale);
      return translateMessage('validation.invalid_format', locale);
    case 'unrecognized_keys':
      return translateMessage('validation.unknown_field', locale);
    case 'invalid_value':
      // An unchosen option (an empty select) reads as a missing value, not a wrong one.
      return translateMessage(
        issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.invalid_value',
        locale,
      );
    default:
      // A missing field reads as missing whatever its schema (an 'invalid_union' of '' or an e-mail).
      return translateMessage(
        issue.input === undefined && issue.path.length > 0
          ? 'validation.required'
          : 'validation.invalid_value',
        locale,
      );
  }
}

/** Groups issues by field path (`a.b.0`); unknown keys are reported on their own names. */
export function toFieldErrors(issues: readonly Issue[], locale: ApiLocale): FieldErrors {
  // A Map, not an object literal: field names come from the caller and may be `__proto__` or
  // `constructor`, which a plain object already "has".
  const errors = new Map<string, string[]>();
  const add = (path: string, message: string) => {
    const messages = errors.get(path);
    if (messages) messages.push(message);
    else errors.set(path, [message]);
  };
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    const message = localizeIssue(issue, locale);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(base ? `${base}.${key}` : key, message);
    } else {
      add(base || '_', message);
    }
  }
  return Object.fromEntries(errors);
}
