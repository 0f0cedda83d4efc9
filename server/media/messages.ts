/** The French refusals of an upload: each says what was wrong and what is accepted. */
import { typeset } from '../french-typography';
import { HttpError } from '../http-error';
import { capLabel, type MediaKind } from './limits';

const FIELD = 'file';

const refusal = (status: number, code: string, message: string) => new HttpError(status, code, typeset(message), FIELD);

export const uploadRefusals = {
  tooLarge: (kind: MediaKind) =>
    refusal(413, 'payload_too_large', kind === 'photo' ? `La photo dépasse ${capLabel('photo')}.` : `La vidéo dépasse ${capLabel('video')}.`),
  notMultipart: () => refusal(415, 'unsupported_media_type', "Envoyez le fichier en multipart/form-data, dans le champ « file »."),
  wrongField: () => refusal(400, 'validation', "Le fichier doit être envoyé dans le champ « file »."),
  oneFileOnly: () => refusal(400, 'validation', 'Envoyez un seul fichier à la fois.'),
  noFile: () => refusal(400, 'validation', "Aucun fichier reçu : joignez-le dans le champ « file »."),
  malformed: () => refusal(400, 'validation', "L'envoi est incomplet ou mal formé : veuillez réessayer."),
  gif: () => refusal(415, 'unsupported_media_type', 'Les GIF ne sont pas acceptés : envoyez une photo JPEG, PNG, WebP ou AVIF.'),
  notAPhoto: () => refusal(415, 'unsupported_media_type', "Ce fichier n'est pas une photo JPEG, PNG, WebP ou AVIF."),
  unreadablePhoto: () => refusal(400, 'validation', 'Cette photo est illisible ou incomplète : envoyez le fichier original.'),
  photoTooSmall: (width: number, height: number) =>
    refusal(400, 'validation', `Cette photo est trop petite : au moins ${width} × ${height} pixels.`),
  photoTooBig: () => refusal(400, 'validation', 'Cette photo a trop de pixels : 100 mégapixels au plus.'),
  notAVideo: () => refusal(415, 'unsupported_media_type', "Ce fichier n'est pas une vidéo MP4 ou WebM complète."),
};
